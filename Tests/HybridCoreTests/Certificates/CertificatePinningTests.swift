import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridCore
import HybridTesting
import Testing
import HybridVocabulary
import HybridEngineInterface

/// The container's certificate rules against the fake engine, which (like
/// WebKitGTK) cannot check a certificate before its request: a pinned host is
/// probed before the navigation is allowed and checked again at commit; an
/// untrusted certificate is refused unless the app trusts it, and asked once.
@MainActor
struct CertificatePinningTests {
    @MainActor
    private final class Recorder: WebContainerDelegate {
        var failures: [NavigationError] = []
        var challenges: [AuthenticationChallenge.ServerTrust] = []
        var answer: Bool = false
        func container(_ container: WebContainer, didFailLoading url: URL?, error: NavigationError) { failures.append(error) }
        func container(_ container: WebContainer, decideTrustFor challenge: AuthenticationChallenge.ServerTrust) async -> Bool {
            challenges.append(challenge)
            return answer
        }
    }

    private static let page = URL(string: "https://pin.example:8443/index.html")!

    private static func container(pins: [String]) throws -> (FakeWebEngineView, WebContainer, Recorder) {
        let view = FakeWebEngineView()
        var configuration = ContainerConfiguration()
        configuration.certificatePins = try ContainerConfiguration.CertificatePins(["pin.example": pins])
        let recorder = Recorder()
        configuration.delegate = recorder
        let container = WebContainer(view: view)
        container.configure(configuration)
        return (view, container, recorder)
    }

    private static func decide(_ view: FakeWebEngineView, _ url: URL = page) async -> NavigationPolicy? {
        await view.delegate?.engineView(view, decidePolicyFor: NavigationAction(request: URLRequest(url: url)))
    }

    @Test func aPinnedHostWhoseChainMatches_isProbedOnce_thenAllowed() async throws {
        let (view, container, recorder) = try Self.container(pins: [TestCertificates.otherPin, TestCertificates.pinExamplePin])
        view.certificates.chains["pin.example"] = [TestCertificates.pinExample]
        let policy = await Self.decide(view)
        #expect(policy == .allow)
        #expect(view.certificates.probes == ["pin.example:8443"])
        #expect(recorder.failures == [])
        _ = container
    }

    @Test func aPinnedHostWhoseChainDoesNotMatch_isRefused_andTheAwaitedLoadFailsWithTheTypedError() async throws {
        let (view, container, recorder) = try Self.container(pins: [TestCertificates.otherPin])
        view.certificates.chains["pin.example"] = [TestCertificates.pinExample]
        let load = Task { try await container.load(Self.page) }
        while view.loadedRequests.isEmpty { await Task.yield() }
        let policy = await Self.decide(view)
        #expect(policy == .cancel)
        do {
            _ = try await load.value
            Issue.record("loaded")
        } catch let error as NavigationError {
            #expect(error == .certificatePinMismatch(host: "pin.example"))
        }
        #expect(recorder.failures == [.certificatePinMismatch(host: "pin.example")])
        #expect(recorder.challenges == [], "a pin failure is never put to the app")
    }

    @Test func aRefusedRedirect_failsOnce_withThePinError_inPlaceOfTheEnginesCancellation() async throws {
        let (view, container, recorder) = try Self.container(pins: [TestCertificates.otherPin])
        view.certificates.chains["pin.example"] = [TestCertificates.pinExample]
        let start = URL(string: "http://start.example/")!
        let load = Task { try await container.load(start) }
        while view.loadedRequests.isEmpty { await Task.yield() }
        view.report(.started(start))
        let policy = await view.delegate?.engineView(view, decidePolicyFor: NavigationAction(request: URLRequest(url: Self.page), isRedirect: true))
        #expect(policy == .cancel)
        #expect(recorder.failures == [], "the engine reports the started load's end")
        view.report(.failed(start, .cancelled))
        do {
            _ = try await load.value
            Issue.record("loaded")
        } catch let error as NavigationError {
            #expect(error == .certificatePinMismatch(host: "pin.example"))
        }
        #expect(recorder.failures == [.certificatePinMismatch(host: "pin.example")])
    }

    @Test func hostsWithoutPins_plainHTTP_andNewWindows_areNotProbed() async throws {
        let (view, container, _) = try Self.container(pins: [TestCertificates.otherPin])
        let other = await Self.decide(view, URL(string: "https://other.example/")!)
        let plain = await Self.decide(view, URL(string: "http://pin.example/")!)
        let newWindow = await view.delegate?.engineView(view, decidePolicyFor: NavigationAction(request: URLRequest(url: Self.page), opensNewWindow: true))
        #expect([other, plain] == [.allow, .allow])
        #expect(newWindow != nil)
        #expect(view.certificates.probes == [])
        _ = container
    }

    /// HTML the app loads with a pinned base URL came from the app, not that server,
    /// so its own load is not checked. That load only: once it committed, a link
    /// to the base URL (clicked while a stalled image holds the HTML's end back)
    /// goes to the server, and is probed and checked at commit like any other.
    @Test func theExemptionOfTheAppsHTML_endsAtItsCommit_notAtItsEnd() async throws {
        let (view, container, recorder) = try Self.container(pins: [TestCertificates.otherPin])
        view.certificates.chains["pin.example"] = [TestCertificates.pinExample]
        let loading = Task { try await container.loadHTML("<a href=/index.html>home</a><img src=https://stalled.example/x.png>", baseURL: Self.page) }
        while view.loadedHTML.isEmpty { await Task.yield() }
        #expect(await Self.decide(view) == .allow, "the app's HTML is not the server's page")
        view.certificates.committed = nil
        view.report(.started(Self.page))
        view.report(.committed(Self.page))
        #expect(view.stopCount == 0 && view.certificates.probes == [])
        let link = NavigationAction(request: URLRequest(url: Self.page), kind: .linkActivated, isUserGesture: true)
        #expect(await view.delegate?.engineView(view, decidePolicyFor: link) == .cancel, "the link went to the pinned server unchecked")
        #expect(view.certificates.probes == ["pin.example:8443"])
        view.certificates.committed = [TestCertificates.pinExample]
        view.report(.committed(Self.page))
        #expect(view.stopCount == 1, "a commit from the server was taken for the app's HTML")
        #expect(recorder.failures.allSatisfy { $0 == .certificatePinMismatch(host: "pin.example") } && !recorder.failures.isEmpty)
        loading.cancel()
    }

    @Test func aProbeThatCannotConnect_refusesTheNavigation() async throws {
        let (view, container, recorder) = try Self.container(pins: [TestCertificates.pinExamplePin])
        view.certificates.failure = .cannotConnect(message: "refused")
        let policy = await Self.decide(view)
        #expect(policy == .cancel)
        #expect(recorder.failures.map(\.code) == ["cannot_connect"])
        _ = container
    }

    @Test func aViewClosedDuringTheProbe_isCancelled_andReportsNothing() async throws {
        let (view, container, recorder) = try Self.container(pins: [TestCertificates.pinExamplePin])
        view.certificates.chains["pin.example"] = [TestCertificates.pinExample]
        view.certificates.holds = true
        let decision = Task { await Self.decide(view) }
        while view.certificates.probes.isEmpty { await Task.yield() }
        container.close()
        view.certificates.release()
        let policy = await decision.value
        #expect(policy == .cancel)
        #expect(recorder.failures == [])
    }

    @Test func atCommit_theEnginesOwnCertificateMustMatchToo_elseTheLoadStopsAndFails() async throws {
        let (view, container, recorder) = try Self.container(pins: [TestCertificates.pinExamplePin])
        var committed: [NavigationEvent] = []
        container.onNavigationEvent = { committed.append($0) }
        view.certificates.committed = [TestCertificates.pinExample]
        view.report(.committed(Self.page))
        #expect(view.stopCount == 0)
        // The server changed its certificate between the probe and WebKit's connection.
        view.certificates.committed = []
        view.report(.committed(Self.page))
        #expect(view.stopCount == 1)
        #expect(recorder.failures == [.certificatePinMismatch(host: "pin.example")])
        #expect(committed == [.committed(Self.page), .failed(Self.page, .certificatePinMismatch(host: "pin.example"))], "the refused commit reaches no feature")
        view.certificates.committed = nil
        view.report(.committed(URL(string: "https://other.example/")!))
        #expect(view.stopCount == 1, "an unpinned host is not checked")
    }

    /// WKWebView's challenge comes once per connection, shared by every view of a
    /// profile: a pinned page on a connection an unpinned view opened met no challenge.
    @Test func aPinnedPage_whoseTrustMatchesNoPin_isRefusedAtCommit_evenWhenNoChallengeCame() async throws {
        let (view, container, recorder) = try Self.container(pins: [TestCertificates.otherPin])
        view.certificates.probesBeforeNavigation = false
        let load = Task { try await container.load(Self.page) }
        while view.loadedRequests.isEmpty { await Task.yield() }
        #expect(await Self.decide(view) == .allow, "an engine that checks in its challenge is not probed")
        #expect(view.certificates.probes == [])
        view.certificates.committed = [TestCertificates.pinExample]
        view.report(.started(Self.page))
        view.report(.committed(Self.page))
        do {
            _ = try await load.value
            Issue.record("the pinned page loaded on an unchecked connection")
        } catch let error as NavigationError {
            #expect(error == .certificatePinMismatch(host: "pin.example"))
        }
        #expect(view.stopCount == 1)
        #expect(recorder.failures == [.certificatePinMismatch(host: "pin.example")])
    }

    /// By the time WebKit shows the certificate, the refused page committed and its
    /// first script may run. It gets nothing of what a pinned page has: the bridge
    /// answers none of its messages (not even a handler of the app's trusted origins,
    /// which this origin is), and an empty document takes its place, whose load the
    /// app never hears of. The next document gets the bridge again.
    @Test func aPageRefusedAtCommit_reachesNoHandler_andAnEmptyDocumentQuietlyTakesItsPlace() async throws {
        let (view, container, recorder) = try Self.container(pins: [TestCertificates.otherPin])
        view.certificates.probesBeforeNavigation = false
        var calls = 0
        container.bridge.register("pinned.ran") { (_: JSONValue) in calls += 1; return JSONValue.null }
        container.trust(try #require(BridgeOrigin(url: Self.page)))
        let call = RuntimePost.message(#"{"t":"call","id":1,"name":"pinned.ran","params":{}}"#, origin: "https://pin.example:8443", isMainFrame: true)
        var heard: [NavigationEvent] = []
        container.onNavigationEvent = { heard.append($0) }
        view.certificates.committed = [TestCertificates.pinExample]
        view.report(.started(Self.page))
        view.report(.committed(Self.page))
        let reply = await view.post(.string(call), to: Bridge.handlerName)
        guard case .failure? = reply else { Issue.record("the refused page's message was answered: \(String(describing: reply))"); return }
        #expect(calls == 0, "a handler of the app's trusted origins answered the refused page")
        #expect(view.loadedHTML.map(\.html) == [""], "an empty document replaces the refused one")
        let blank = URL(string: "about:blank")!
        for event in [NavigationEvent.started(blank), .committed(blank), .finished(blank)] { view.report(event) }
        #expect(heard == [.started(Self.page), .failed(Self.page, .certificatePinMismatch(host: "pin.example"))], "the replacement is not the app's load")
        #expect(recorder.failures == [.certificatePinMismatch(host: "pin.example")])
        // The next page, with the right certificate, has its bridge.
        view.certificates.committed = nil
        let next = URL(string: "https://other.example/")!
        view.report(.started(next))
        view.report(.committed(next))
        container.trust(try #require(BridgeOrigin(url: next)))
        let again = RuntimePost.message(#"{"t":"call","id":2,"name":"pinned.ran","params":{}}"#, origin: "https://other.example", isMainFrame: true)
        _ = await view.post(.string(again), to: Bridge.handlerName)
        #expect(calls == 1)
    }

    /// The app may show its own HTML at once after a pin failure; that load is the
    /// app's, never taken for the empty document that replaced the refused one.
    @Test func theAppsOwnHTML_rightAfterARefusedCommit_loadsAndSettles() async throws {
        let (view, container, _) = try Self.container(pins: [TestCertificates.otherPin])
        view.certificates.probesBeforeNavigation = false
        view.certificates.committed = [TestCertificates.pinExample]
        view.report(.started(Self.page))
        view.report(.committed(Self.page))
        #expect(view.loadedHTML.count == 1, "the empty document was asked for")
        let sorry = Task { try await container.loadHTML("<p>sorry</p>", timeout: .seconds(5)) }
        while view.loadedHTML.count < 2 { await Task.yield() }
        let blank = URL(string: "about:blank")!
        for event in [NavigationEvent.started(blank), .committed(blank), .finished(blank)] { view.report(event) }
        #expect(try await sorry.value == blank, "the app's own load was taken for the replacement")
    }

    /// A refused connection names its host: a subresource's refusal is never the
    /// reason a main-frame load of another host failed, and a new load starts clean.
    @Test func aSubresourcesRefusal_doesNotRelabelAMainFrameFailure_aMainFrameRefusalDoes() async throws {
        let (view, container, recorder) = try Self.container(pins: [TestCertificates.otherPin])
        view.certificates.probesBeforeNavigation = false
        let delegate = try #require(view.delegate)
        let app = URL(string: "https://app.example/")!
        view.report(.started(app))
        #expect(delegate.engineView(view, checkServerCertificates: [TestCertificates.pinExample], host: "pin.example") != nil,
                "the subresource's connection is refused")
        view.report(.failed(app, .timedOut(seconds: 30)))
        #expect(recorder.failures == [.timedOut(seconds: 30)])
        view.report(.started(Self.page))
        view.report(.failed(Self.page, .cannotConnect(message: "reset")))
        #expect(recorder.failures.last == .cannotConnect(message: "reset"), "a refusal from before the load started is forgotten")
        view.report(.started(Self.page))
        _ = delegate.engineView(view, checkServerCertificates: [TestCertificates.pinExample], host: "pin.example")
        view.report(.failed(Self.page, .cancelled))
        #expect(recorder.failures.last == .certificatePinMismatch(host: "pin.example"), "the main frame's own refusal is its reason")
        let untrusted = AuthenticationChallenge.ServerTrust(host: "pin.example", port: 8443, url: Self.page,
                                                            certificate: TestCertificates.pinExample, errors: .unknownCA)
        view.report(.started(Self.page))
        #expect(await delegate.engineView(view, decideTrustFor: untrusted) == false)
        view.report(.failed(Self.page, .cancelled))
        #expect(recorder.failures.last == .serverCertificateUntrusted(host: "pin.example", errors: .unknownCA))
        _ = container
    }

    @Test func anUntrustedCertificate_isRefusedWithoutADelegate_andTheAppsAnswerGoesToTheEngine() async throws {
        let (view, container, recorder) = try Self.container(pins: [])
        let challenge = AuthenticationChallenge.ServerTrust(host: "pin.example", port: 8443, url: Self.page,
                                             certificate: TestCertificates.pinExample, errors: .unknownCA)
        let refused = await view.delegate?.engineView(view, decideTrustFor: challenge)
        #expect(refused == false)
        recorder.answer = true
        let trusted = await view.delegate?.engineView(view, decideTrustFor: challenge)
        #expect(trusted == true)
        #expect(recorder.challenges == [challenge, challenge])
        container.delegate = nil
        let alone = await view.delegate?.engineView(view, decideTrustFor: challenge)
        #expect(alone == false)
    }

    @Test func anEngineThatChecksInItsChallenge_getsTheContainersVerdict() async throws {
        let (view, container, _) = try Self.container(pins: [TestCertificates.pinExamplePin])
        let delegate = try #require(view.delegate)
        #expect(delegate.engineView(view, checkServerCertificates: [TestCertificates.pinExample], host: "pin.example") == nil)
        #expect(delegate.engineView(view, checkServerCertificates: [], host: "PIN.example") == .certificatePinMismatch(host: "PIN.example"))
        #expect(delegate.engineView(view, checkServerCertificates: [], host: "other.example") == nil)
        _ = container
    }

    @Test func aTrustQuestion_isAnsweredOnce_refusedWhenTheViewClosesFirst() async throws {
        var answers: [Bool] = []
        let ledger = PendingEngineRequests()
        let reply = EngineRequestReply<Bool>(fallback: false) { answers.append($0) }
        let (decided, decision) = AsyncStream.makeStream(of: Void.self)
        ledger.ask(reply) {
            defer { decision.finish() }
            return true
        }
        ledger.finishAll()  // the view closed while the app was deciding
        for await _ in decided {}  // the app's late answer, offered to the reply in the same turn
        #expect(answers == [false])
    }

    @Test func aPooledLease_putsTrustQuestionsToItsApp_andProbesItsPinnedHosts() async throws {
        let (pool, engine) = PoolFixture.pool()
        let recorder = Recorder()
        recorder.answer = true
        var configuration = ContainerConfiguration()
        configuration.delegate = recorder
        configuration.certificatePins = try ContainerConfiguration.CertificatePins(["pin.example": [TestCertificates.otherPin]])
        let container = try await pool.lease(configuration: configuration)
        let view = try #require(engine.views.last)
        view.certificates.chains["pin.example"] = [TestCertificates.pinExample]
        let challenge = AuthenticationChallenge.ServerTrust(host: "dev.example", port: 443, url: nil, certificate: TestCertificates.pinExample, errors: .unknownCA)
        let answer = await view.delegate?.engineView(view, decideTrustFor: challenge)
        #expect(answer == true)
        #expect(recorder.challenges == [challenge])
        let policy = await Self.decide(view)
        #expect(policy == .cancel)
        #expect(view.certificates.probes == ["pin.example:8443"])
        #expect(view.delegate?.engineView(view, checkServerCertificates: [], host: "pin.example") == .certificatePinMismatch(host: "pin.example"))
        container.close()
    }
}
