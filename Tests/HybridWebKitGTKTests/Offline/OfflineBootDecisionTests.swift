import Foundation
import HybridCore
import HybridOffline
import HybridTestServer
import HybridTesting
import HybridWebKitGTK
import XCTest

/// The page's `offline.booted` call decides a boot in the real engine, not the
/// load's end: an image from a host that never answers neither holds up a page
/// that confirmed nor turns a page that did not into a load failure.
final class OfflineBootDecisionTests: XCTestCase {
    /// An entry page with an image from `silent` and, when `confirms`, an inline script that confirms at once.
    private static func site(_ version: String, image silent: SilentListener, confirms: Bool) -> [String: Data] {
        let script = confirms ? "<script>hybrid.call('offline.booted', { url: location.href });</script>" : ""
        let page = "<title>v\(version)</title><img id=slow src=\"\(silent.url("never.png"))\">\(script)"
        return ["index.html": Data(page.utf8)]
    }

    /// A host registered on a fresh engine, as an app sets one up, and a container on it.
    @MainActor
    private static func host(_ store: PackageStore) throws -> (OfflinePackageHost, WebContainer) {
        let engine = try GTKEngine()
        let host = OfflinePackageHost(store: store, server: OfflinePackageServer())
        try host.register(on: engine)
        return (host, try WebContainer(engine: engine))
    }

    func test_pageThatConfirmsAtOnce_whileAnImageNeverLoads_isConfirmed_beforeItsLoadEnds() throws {
        let silent = try SilentListener()
        let store = try OfflineFixture.store()
        try PackageInstaller(store: store).install(try OfflineFixture.package("1", files: Self.site("1", image: silent, confirms: true)))
        try EngineHarness.run { _, _ in
            let (host, container) = try Self.host(store)
            defer { container.close() }
            host.bootDeadline = .seconds(10)
            let clock = ContinuousClock(), started = clock.now
            let outcome = try await host.open(in: container)
            let elapsed = clock.now - started
            XCTAssertEqual(outcome, .confirmed(version: "1"))
            XCTAssertEqual(try store.pointer()?.confirmed, true)
            XCTAssertLessThan(elapsed, .seconds(10))
            // The image is still pending: the confirmation came before the load's end.
            XCTAssertTrue(container.isLoading)
            let imageLoaded = try await container.evaluateJavaScript("document.getElementById('slow').complete")
            XCTAssertEqual(imageLoaded, false)
            print("confirmed \(elapsed) after the boot load started, with its image still pending")
        }
        withExtendedLifetime(silent) {}
    }

    func test_imageThatNeverLoads_withoutConfirmation_rollsBackForTheMissedDeadline_notAsALoadFailure() throws {
        let silent = try SilentListener()
        let store = try OfflineFixture.store()
        try PackageInstaller(store: store).install(try OfflineFixture.package("1", files: OfflineFixture.site("1")))
        try EngineHarness.run { _, _ in
            let (host, container) = try Self.host(store)
            defer { container.close() }
            host.bootDeadline = .seconds(2)
            let first = try await host.open(in: container)
            XCTAssertEqual(first, .confirmed(version: "1"))
            try await host.install(try OfflineFixture.package("2", files: Self.site("2", image: silent, confirms: false)))
            let outcome = try await host.open(in: container)
            XCTAssertEqual(outcome, .rolledBack(failed: "2", to: "1", reason: .missedDeadline))
            XCTAssertEqual(container.title, "v1")
        }
        withExtendedLifetime(silent) {}
    }

    /// Hands whatever the parent posts (this load's URL, token and all) to `offline.booted`, and reports the answer.
    private static let tokenFrame = """
        <script>addEventListener('message', async e => {
          let answer;
          try { answer = await hybrid.call('offline.booted', { url: e.data }); } catch (error) { answer = error.code; }
          parent.postMessage(JSON.stringify(answer), '*');
        });</script>
        """

    func test_crossOriginIframeGivenThisLoadsToken_cannotConfirm_whileTheLoadHangs() throws {
        let silent = try SilentListener()
        let store = try OfflineFixture.store()
        try PackageInstaller(store: store).install(try OfflineFixture.package("1", files: OfflineFixture.site("1")))
        try EngineHarness.run { _, server in
            await server.serve(html: Self.tokenFrame, at: "/boot-token-frame")
            let (host, container) = try Self.host(store)
            defer { container.close() }
            host.bootDeadline = .seconds(5)
            let first = try await host.open(in: container)
            XCTAssertEqual(first, .confirmed(version: "1"))
            let page = """
                <title>v2</title><img src="\(silent.url("never.png"))">
                <script>window.frameAnswer = null; addEventListener('message', e => { window.frameAnswer = e.data; });</script>
                <iframe src="\(server.secondURL("/boot-token-frame"))" onload="this.contentWindow.postMessage(location.href, '*')"></iframe>
                """
            try await host.install(try OfflineFixture.package("2", files: ["index.html": Data(page.utf8)]))
            let opening = Task { @MainActor in try await host.open(in: container) }
            try await eventually("the iframe's call was answered") {
                try await container.evaluateJavaScript("window.frameAnswer ?? null") != .null
            }
            let answer = try await container.evaluateJavaScript("window.frameAnswer")
            XCTAssertEqual(answer, "\"frame_not_allowed\"")
            let outcome = try await opening.value
            XCTAssertEqual(outcome, .rolledBack(failed: "2", to: "1", reason: .missedDeadline))
        }
        withExtendedLifetime(silent) {}
    }
}
