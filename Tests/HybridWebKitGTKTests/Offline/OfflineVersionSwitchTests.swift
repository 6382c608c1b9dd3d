import Foundation
import HybridCore
import HybridVocabulary
import HybridOffline
import HybridTesting
import HybridWebKitGTK
import XCTest

/// A registered host lets the engine keep package files in its memory cache; a
/// version switch, forward or back, must never show the other version's files.
final class OfflineVersionSwitchTests: XCTestCase {
    func test_switchForwardAndBack_neverShowsTheOtherVersionsCachedFiles() throws {
        let store = try OfflineFixture.store()
        try PackageInstaller(store: store).install(try OfflineFixture.package("1", files: OfflineFixture.site("1")))
        try EngineHarness.run { _, _ in
            let engine = try GTKEngine()
            let host = OfflinePackageHost(store: store, server: OfflinePackageServer())
            try host.register(on: engine)
            host.bootDeadline = .seconds(3)
            let container = WebContainer(view: engine.makeGTKView())
            defer { container.close() }
            let opened = try await host.open(in: container)
            XCTAssertEqual(opened, .confirmed(version: "1"))
            let shown = try await Self.color(container)
            XCTAssertEqual(shown, "rgb(1, 2, 3)")
            try await container.reload()
            try await container.load(host.server.url(for: "index.html"))

            try await host.install(try OfflineFixture.package("1.1", files: OfflineFixture.site("1.1")))
            let reopened = try await host.open(in: container)
            XCTAssertEqual(reopened, .confirmed(version: "1.1"))
            let newer = try await Self.color(container)
            XCTAssertEqual(newer, "rgb(3, 2, 3)")

            try await host.install(try OfflineFixture.package("1.1.1", files: OfflineFixture.site("1.1.1", confirms: false)))
            let outcome = try await host.open(in: container)
            XCTAssertEqual(outcome, .rolledBack(failed: "1.1.1", to: "1.1", reason: .missedDeadline))
            let back = try await Self.color(container)
            XCTAssertEqual(back, "rgb(3, 2, 3)")
        }
    }

    func test_aVersionSetByTheApp_dropsTheCachedFilesToo() throws {
        let store = try OfflineFixture.store()
        let first = try PackageInstaller(store: store).install(try OfflineFixture.package("1", files: OfflineFixture.site("1"))).installed
        try EngineHarness.run { _, _ in
            let engine = try GTKEngine()
            let host = OfflinePackageHost(store: store, server: OfflinePackageServer())
            try host.register(on: engine)
            let container = WebContainer(view: engine.makeGTKView())
            defer { container.close() }
            _ = try await host.open(in: container)
            try await host.install(try OfflineFixture.package("22", files: OfflineFixture.site("22")))
            _ = try await host.open(in: container)
            let shown = try await Self.color(container)
            XCTAssertEqual(shown, "rgb(2, 2, 3)")
            host.server.activeVersion = first
            try await eventually("version 1's stylesheet shown after the app's switch") {
                try await container.load(host.server.url(for: "index.html"))
                return try await Self.color(container) == "rgb(1, 2, 3)"
            }
        }
    }

    @MainActor
    private static func color(_ container: WebContainer) async throws -> JSONValue {
        try await container.evaluateJavaScript("getComputedStyle(document.getElementById('p')).color")
    }
}
