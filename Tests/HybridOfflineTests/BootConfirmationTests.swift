import Foundation
@testable import HybridCore
import HybridTesting
@testable import HybridOffline
import Testing
import HybridEngineSupport

/// Boot confirmation against the fake engine: only the boot load's own page counts.
@MainActor
struct BootConfirmationTests {
    private static let entry = URL(string: "app://bundle/index.html")!

    private static func bootCall(_ view: FakeWebEngineView, url: String, origin: String = "app://bundle", main: Bool = true) async -> String? {
        let params = JSONValue.object(["url": .string(url)]).jsonText
        let envelope = #"{"t":"call","id":7,"name":"offline.booted","params":"# + params + "}"
        guard case .success(.string(let reply))? = await view.post(.string(BridgePosting.message(envelope, origin: origin, isMainFrame: main)), to: "hybridkit")
        else { return nil }
        return reply
    }

    /// Starts a boot and plays the engine until the boot load was requested; returns its URL.
    private static func startBoot(_ view: FakeWebEngineView, _ boot: BootConfirmation, deadline: Duration) async -> (Task<BootOutcome, Never>, String) {
        let task = Task { @MainActor in await boot.boot(Self.entry, deadline: deadline) }
        for _ in 0..<10_000 where view.loadedRequests.isEmpty { await Task.yield() }
        return (task, view.loadedRequests.first?.url?.absoluteString ?? "no boot load")
    }

    @Test func callFromTheBootLoadsOwnPage_confirms() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let boot = BootConfirmation(container: container, origin: "app://bundle")
        let (task, bootURL) = await Self.startBoot(view, boot, deadline: .seconds(30))
        #expect(bootURL.hasPrefix("app://bundle/index.html?hybrid-boot="))
        view.report(.started(URL(string: bootURL)))
        view.report(.finished(URL(string: bootURL)))
        let reply = await Self.bootCall(view, url: bootURL)
        #expect(reply == #"{"id":7,"result":{"confirmed":true}}"#)
        let outcome = await task.value
        withExtendedLifetime(container) {}
        #expect(outcome == .confirmed)
    }

    @Test func readinessCallFromOutgoingPage_doesNotCount_andTheDeadlinePasses() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let boot = BootConfirmation(container: container, origin: "app://bundle")
        let (task, bootURL) = await Self.startBoot(view, boot, deadline: .milliseconds(300))
        // The old page is still up while the new load is under way; its ready call arrives now.
        let outgoing = await Self.bootCall(view, url: "app://bundle/index.html?hybrid-boot=0ld-t0ken")
        let untokened = await Self.bootCall(view, url: "app://bundle/index.html")
        #expect(outgoing == #"{"id":7,"result":{"confirmed":false}}"#)
        #expect(untokened == outgoing)
        view.report(.started(URL(string: bootURL)))
        view.report(.finished(URL(string: bootURL)))
        let outcome = await task.value
        withExtendedLifetime(container) {}
        #expect(outcome == .missedDeadline)
        #expect(boot.refusedCalls == 2)
    }

    @Test func rightTokenFromAnotherOriginOrASubframe_doesNotCount() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let boot = BootConfirmation(container: container, origin: "app://bundle")
        let (task, bootURL) = await Self.startBoot(view, boot, deadline: .milliseconds(300))
        view.report(.started(URL(string: bootURL)))
        view.report(.finished(URL(string: bootURL)))
        _ = await Self.bootCall(view, url: bootURL, origin: "https://evil.example")
        _ = await Self.bootCall(view, url: bootURL, main: false)
        let outcome = await task.value
        withExtendedLifetime(container) {}
        #expect(outcome == .missedDeadline)
        #expect(boot.refusedCalls == 1)  // the subframe call is refused by the bridge before it runs
    }

    @Test func failedBootLoad_endsTheTrialWithItsCode() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let boot = BootConfirmation(container: container, origin: "app://bundle")
        let (task, bootURL) = await Self.startBoot(view, boot, deadline: .seconds(30))
        view.report(.started(URL(string: bootURL)))
        view.report(.failed(URL(string: bootURL), .cannotShowContent(message: "404")))
        let outcome = await task.value
        withExtendedLifetime(container) {}
        #expect(outcome == .loadFailed("cannot_show_content"))
    }
}
