import Foundation
import HybridCore
import HybridTesting
import HybridOffline
import Testing
import HybridVocabulary

/// Boot confirmation against the fake engine: only the boot load's own page counts.
@MainActor
struct BootConfirmationTests {
    private static let entry = URL(string: "app://bundle/index.html")!

    private static func bootCall(_ view: FakeWebEngineView, url: String, origin: String = "app://bundle", main: Bool = true) async -> String? {
        let params = JSONValue.object(["url": .string(url)]).jsonText
        let envelope = #"{"t":"call","id":7,"name":"offline.booted","params":"# + params + "}"
        guard case .success(.string(let reply))? = await view.post(.string(RuntimePost.message(envelope, origin: origin, isMainFrame: main)), to: "hybridkit")
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

    /// Review: apps booting one after another in one container (`shop`, then `cart`) each need
    /// `offline.booted`: the second confirmation's module was refused, and the first, checking its
    /// own origin, refused cart's call, so a good version missed its deadline and rolled back.
    @Test func twoAppsBootingInOneContainer_eachConfirmsItsOwnBoot() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let shop = BootConfirmation(container: container, origin: "app://shop")
        let cart = BootConfirmation(container: container, origin: "app://cart")
        for (boot, app) in [(cart, "cart"), (shop, "shop")] {
            let requested = view.loadedRequests.count
            let task = Task { @MainActor in await boot.boot(URL(string: "app://\(app)/index.html")!, deadline: .seconds(30)) }
            for _ in 0..<10_000 where view.loadedRequests.count == requested { await Task.yield() }
            let bootURL = try #require(view.loadedRequests.last?.url?.absoluteString)
            view.report(.started(URL(string: bootURL)))
            let reply = await Self.bootCall(view, url: bootURL, origin: "app://\(app)")
            #expect(reply == #"{"id":7,"result":{"confirmed":true}}"#, "\(app): \(reply ?? "no reply")")
            #expect(await task.value == .confirmed, "\(app)")
        }
        withExtendedLifetime(container) {}
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

    // The call decides, not the load's end (issue 47, item 5).

    /// A boot whose page has committed while its load goes on (an image that never arrives).
    /// The caller closes `container`, which ends the load still waited on.
    @MainActor
    private struct BootUnderWay {
        let view = FakeWebEngineView()
        let container: WebContainer
        let boot: BootConfirmation
        let task: Task<BootOutcome, Never>
        let url: String

        init(deadline: Duration, loadTimeout: Duration? = nil, commits: Bool = true) async {
            container = WebContainer(view: view)
            if let loadTimeout { container.configuration.defaultLoadTimeout = loadTimeout }
            boot = BootConfirmation(container: container, origin: "app://bundle")
            (task, url) = await BootConfirmationTests.startBoot(view, boot, deadline: deadline)
            guard commits else { return }
            view.report(.started(URL(string: url)))
            view.report(.committed(URL(string: url)))
        }

        func call(_ url: String? = nil) async -> String? { await BootConfirmationTests.bootCall(view, url: url ?? self.url) }
    }

    private static let confirmed = #"{"id":7,"result":{"confirmed":true}}"#
    private static let refused = #"{"id":7,"result":{"confirmed":false}}"#

    @Test func pageThatConfirmsWhileItsLoadIsStillUnderWay_isConfirmedAtTheCall() async throws {
        let clock = ContinuousClock(), started = clock.now
        let trial = await BootUnderWay(deadline: .seconds(30))
        defer { trial.container.close() }
        #expect(await trial.call() == Self.confirmed)
        #expect(await trial.task.value == .confirmed)
        #expect(clock.now - started < .seconds(5))
    }

    @Test func loadThatTimesOutOnAStalledSubresource_decidesNothing_andTheLaterCallConfirms() async throws {
        let trial = await BootUnderWay(deadline: .seconds(30), loadTimeout: .milliseconds(100))
        defer { trial.container.close() }
        try await eventually("the load timed out and was stopped") { trial.view.stopCount == 1 }
        #expect(await trial.call() == Self.confirmed)
        #expect(await trial.task.value == .confirmed)
    }

    @Test func stalledLoadWithoutConfirmation_missesTheDeadline_notLoadFailed() async throws {
        let trial = await BootUnderWay(deadline: .milliseconds(400), loadTimeout: .milliseconds(100))
        defer { trial.container.close() }
        #expect(await trial.task.value == .missedDeadline)
    }

    @Test func documentThatNeverArrives_missesTheDeadline_andTheWaitEndsThere() async throws {
        let clock = ContinuousClock(), started = clock.now
        let trial = await BootUnderWay(deadline: .milliseconds(300), commits: false)
        defer { trial.container.close() }
        #expect(await trial.task.value == .missedDeadline)
        #expect(clock.now - started < .seconds(3))
    }

    @Test func callAfterTheDeadline_isRefused_andTheVersionStaysUnconfirmed() async throws {
        let trial = await BootUnderWay(deadline: .milliseconds(200))
        defer { trial.container.close() }
        #expect(await trial.task.value == .missedDeadline)
        #expect(await trial.call() == Self.refused)
        #expect(trial.boot.refusedCalls == 1)
    }

    @Test func confirmationIsFinal_theLoadFailingAfterwardsChangesNothing() async throws {
        let trial = await BootUnderWay(deadline: .seconds(30))
        defer { trial.container.close() }
        #expect(await trial.call() == Self.confirmed)
        trial.view.report(.failed(URL(string: trial.url), .webProcessTerminated))
        #expect(await trial.task.value == .confirmed)
    }

    @Test func mainFrameFailureBeforeTheCall_isLoadFailed_andALaterCallDoesNotConfirm() async throws {
        let trial = await BootUnderWay(deadline: .seconds(30), commits: false)
        defer { trial.container.close() }
        trial.view.report(.started(URL(string: trial.url)))
        trial.view.report(.failed(URL(string: trial.url), .cannotConnect(message: "refused")))
        #expect(await trial.task.value == .loadFailed("cannot_connect"))
        #expect(await trial.call() == Self.refused)
    }

    @Test func tokenOfAnEarlierBoot_doesNotConfirmTheNextOne() async throws {
        let first = await BootUnderWay(deadline: .milliseconds(200))
        defer { first.container.close() }
        #expect(await first.task.value == .missedDeadline)
        first.view.loadedRequests.removeAll()
        let (second, secondURL) = await Self.startBoot(first.view, first.boot, deadline: .seconds(30))
        #expect(secondURL != first.url)
        first.view.report(.started(URL(string: secondURL)))
        // The first boot's page is still up and calls with its own, old token.
        #expect(await first.call() == Self.refused)
        first.view.report(.committed(URL(string: secondURL)))
        #expect(await first.call(secondURL) == Self.confirmed)
        #expect(await second.value == .confirmed)
        #expect(first.boot.refusedCalls == 1)
    }
}
