import Foundation
import HybridCore
import HybridModules
import HybridStorage
import HybridTestServer
import HybridWebKitGTK
import HybridVocabulary
import HybridEngineInterface

/// One `hybrid run`: serves or opens the page, answers it with the mock file's
/// handlers, sends its events and calls, and reports everything that happens.
/// Returns how many failures (page errors, a web-process crash) it saw.
@MainActor
final class RunSession: WebContainerDelegate {
    let plan: RunPlan
    let output: RunOutput
    private var failures = 0
    /// Each page's first-party modules, drawn by the window once one shows it.
    private var firstParty: [ObjectIdentifier: FirstPartyModules] = [:]
    /// The window drawing them (`--window`), for pages that open after it.
    weak var modulePresenter: (any ModulePresenter)?
    private let started = ContinuousClock.now

    init(plan: RunPlan, output: RunOutput) {
        self.plan = plan
        self.output = output
    }

    func run() async throws -> Int {
        let (url, server) = try await openTarget()
        defer { if let server { Task { await server.stop() } } }
        let engine = try GTKEngine()
        engine.geolocationPosition = plan.mock.device.position
        var settings = EngineSettings(applicationNameForUserAgent: HybridKitVersion.userAgentToken)
        settings.usesMockCaptureDevices = true
        let trusted = plan.trustedOrigins(pageURL: url)
        let scratch = try RunScratchStorage()
        defer { scratch.remove() }
        let origins = trusted.map(\.description).sorted()
        if let port = plan.inspectorPort {
            output.step("inspect", "Web Inspector: open http://127.0.0.1:\(port)/ in a browser, then Inspect next to the page",
                        ["url": .string("http://127.0.0.1:\(port)/")])
        }
        output.step("trust", "mocked handlers answer \(Self.list(origins))", ["origins": .array(origins.map(JSONValue.string))])
        let prepare: (WebContainer) throws -> Void = { [weak self] in try self?.prepare($0, trusted: trusted, storage: scratch) }
        let stage = if let paths = plan.paths {
            try await openNavigator(url, engine: engine, settings: settings, paths: paths, prepare: prepare)
        } else {
            try await openContainer(url, engine: engine, settings: settings, prepare: prepare)
        }
        defer { stage.close() }
        let deliveries = stage.loadFailure != nil ? [] : plan.mock.deliveries.map { delivery in
            Task { @MainActor [output] in
                guard let bridge = stage.top()?.bridge else { return }
                try await MockDeliveries.send(delivery, to: bridge, output: output)
            }
        }
        // Watching for the page to settle starts at load, so the run's own time counts towards it.
        let drawn: Task<(drawn: Bool, waitedMilliseconds: Double), Never>? = plan.screenshot == nil || stage.loadFailure != nil ? nil
            : Task { [selector = plan.mock.screenshotAfter] in await Self.waitUntilDrawn(on: stage, selector: selector) }
        let actions = stage.loadFailure != nil || plan.mock.actions.isEmpty ? nil
            : Task { @MainActor [output, actions = plan.mock.actions] in await RunActions.perform(actions, on: stage, output: output) }
        let watching = watch(stage)
        try await keepOpen(for: stage.loadFailure != nil ? plan.keepOpen : max(plan.keepOpen, plan.mock.lastDelivery), stage: stage)
        watching?.cancel()
        await actions?.value
        if let screenshot = plan.screenshot, let top = stage.top(), !top.isClosed {
            if let drawn { reportDrawn(await drawn.value) }
            if top.isClosed || stage.isClosed() {
                output.step("screenshot", "no screenshot: the window closed before the page looked drawn", [:])
            } else {
                try await writeScreenshot(of: top, stage: stage, to: screenshot)
            }
        }
        try await checkExpectations(page: stage.top())
        stage.close()
        // Closing settles what is still in flight; its outcome is printed before the run ends.
        for task in deliveries { task.cancel(); _ = await task.result }
        if let failure = stage.loadFailure { throw failure }
        return failures
    }

    /// One container for the page, as the run has always been.
    private func openContainer(_ url: URL, engine: GTKEngine, settings: EngineSettings,
                               prepare: (WebContainer) throws -> Void) async throws -> RunStage {
        // Made from the engine, so the page is held to the grants of the apps the engine serves.
        let container = try WebContainer(engine: engine, settings: settings)
        try prepare(container)
        let window = try plan.window ? showWindow(container) : nil
        modulePresenter = window
        firstParty[ObjectIdentifier(container)]?.presenter = window
        let progress = window.map { _ in RunProgressReport(chrome: container.chrome, output: output) }
        var stage = RunStage(top: { container }, isClosed: { window?.isClosed == true },
                             screenshot: window.map { window in { try window.screenshotPNG() } },
                             close: { withExtendedLifetime(progress) { container.close() } })
        do { try await container.load(url) } catch {
            // A window keeps its error view on screen, as an app would show it.
            guard window != nil else {
                stage.close()
                throw RunLoadError(url: url, reason: error)
            }
            stage.loadFailure = RunLoadError(url: url, reason: error)
        }
        return stage
    }

    /// Everything a page in this run gets: the mocks, storage, console, and reports of its calls and errors.
    func prepare(_ container: WebContainer, trusted: Set<BridgeOrigin>, storage scratch: RunScratchStorage) throws {
        container.delegate = self
        container.configuration.certificatePins = plan.mock.certificates.pins
        container.configuration.inspectable = plan.inspectorPort != nil
        // Storage and the first-party modules first, so a mock file's own `hybrid.storage.*`
        // or `ui.toast` handlers answer in their place (and pages still get `hybrid.ui`).
        scratch.storage.install(on: container.bridge)
        let modules = FirstPartyModules(container: container, presenter: modulePresenter, network: GTKNetworkStatus.shared)
        try modules.install()
        firstParty[ObjectIdentifier(container)] = modules
        MockHandlers.register(plan.mock.handlers, on: container.bridge, trusted: trusted, acceptsURLScheme: !plan.mock.appSchemes.isEmpty) {
            [output] function, result, error in output.pageFunction(function, arguments: [result], error: error)
        }
        declareStyles(on: container.bridge)
        try RunConsole.install(on: container, output: output)
        container.bridge.observer = { [output] record in output.call(record) }
        container.onPageError = { [weak self] error in
            self?.failures += 1
            self?.output.pageError(error)
        }
        container.onNavigationEvent = { [weak self] event in self?.report(event, trusted: trusted) }
    }

    /// The page's URL, and the server that serves it when the target is a folder.
    private func openTarget() async throws -> (URL, TestServer?) {
        switch plan.target {
        case .url(let url):
            return (url, nil)
        case .folder(let folder, let page):
            let server = try await TestServer.start()
            await server.serve(folder: folder)
            output.step("serving", "serving \(folder.path) at \(server.origin.absoluteString)", [
                "folder": .string(folder.path), "origin": .string(server.origin.absoluteString),
            ])
            return (server.url(page), server)
        }
    }

    private func report(_ event: NavigationEvent, trusted: Set<BridgeOrigin>) {
        switch event {
        case .finished(let url):
            output.step("loaded", "loaded \(url?.absoluteString ?? "a page")", ["url": .string(url?.absoluteString ?? "")])
            if let url, let origin = BridgeOrigin(url: url), !trusted.contains(origin) {
                output.step("warning", "the page is now on \(origin), which mocked handlers do not answer; add --trusted-origin \(origin)",
                            ["untrustedOrigin": .string(origin.description)])
            }
        case .failed(let url, .certificatePinMismatch(let host)):
            output.step("certificatePinMismatch", "the certificate of \(host) matches no pin of certificates.pins; \(url?.absoluteString ?? "the page") was not loaded",
                        ["host": .string(host), "url": .string(url?.absoluteString ?? "")])
        case .failed(let url, let error):
            let page = url ?? URL(string: "about:blank")!
            output.step("loadFailed", "load of \(url?.absoluteString ?? "a page") failed: \(RunLoadError.sentence(error, url: page))", [
                "url": .string(url?.absoluteString ?? ""), "error": .string(error.code),
            ])
        default: break
        }
    }

    private func showWindow(_ container: WebContainer) throws -> HybridWindow {
        let window = try HybridWindow(container: container, width: 820, height: 720)
        window.onClose = { [output] in output.step("windowClosed", "the window closed", [:]) }
        window.show()
        output.step("window", "showing the page in a HybridWindow", [:])
        return window
    }

    /// Waits `duration`, or less when the window closes first.
    private func keepOpen(for duration: Duration, stage: RunStage) async throws {
        let end = ContinuousClock.now + duration
        while ContinuousClock.now < end {
            if stage.isClosed() { return }
            try await Task.sleep(for: min(.milliseconds(50), end - ContinuousClock.now))
        }
    }

    /// `--watch`: reloads the page on top when files of the served folder change, and says which.
    private func watch(_ stage: RunStage) -> Task<Void, Never>? {
        guard plan.watch, case .folder(let folder, _) = plan.target else { return nil }
        let watcher = RunWatch(folder: folder)
        output.step("watch", "watching \(folder.path): the page reloads when a file changes", ["folder": .string(folder.path)])
        return Task { [output] in
            await watcher.run { changed in
                let shown = changed.prefix(5).joined(separator: ", ") + (changed.count > 5 ? " and \(changed.count - 5) more" : "")
                output.step("changed", "changed: \(shown); reloading", ["files": .array(changed.map(JSONValue.string))])
                guard let page = stage.top(), !page.isClosed else { return }
                do { try await page.reload() } catch {
                    output.step("reloadFailed", "the reload did not finish: \(RunLoadError.sentence(error, url: page.url ?? folder))", [:])
                }
            }
        }
    }

    /// The mock file's expectations: one line each, a failed one counted as a failure; `--junit` gets them all.
    private func checkExpectations(page: WebContainer?) async throws {
        guard !plan.mock.expectations.isEmpty else { return }
        let verdicts = await RunVerdict.check(plan.mock.expectations, ledger: output.ledger, page: page)
        for verdict in verdicts {
            if !verdict.passed { failures += 1 }
            output.step("expect", verdict.passed ? "expected \(verdict.name): yes" : "expected \(verdict.name): no, \(verdict.message)",
                        ["name": .string(verdict.name), "ok": .bool(verdict.passed), "message": .string(verdict.message)])
        }
        let failed = verdicts.filter { !$0.passed }.count
        output.step("verdict", failed == 0 ? "all \(verdicts.count) expectations met" : "\(failed) of \(verdicts.count) expectations not met",
                    ["expectations": .number(Double(verdicts.count)), "failed": .number(Double(failed))])
        guard let junit = plan.junit else { return }
        let xml = RunJUnit.xml(verdicts, suite: "hybrid run", seconds: (ContinuousClock.now - started).milliseconds / 1000)
        try Data(xml.utf8).write(to: junit)
        output.step("junit", "wrote \(verdicts.count) test cases to \(junit.path)", ["path": .string(junit.path)])
    }

    private func reportDrawn(_ wait: (drawn: Bool, waitedMilliseconds: Double)) {
        let what = plan.mock.screenshotAfter.map { "\($0) to appear" } ?? "the page to settle"
        output.step("drawn", wait.drawn ? "the page looked drawn \(Int(wait.waitedMilliseconds)) ms after load (waited for \(what))"
                                         : "captured without \(what) after \(Int(wait.waitedMilliseconds)) ms",
                    ["drawn": .bool(wait.drawn), "waitedMs": .number(wait.waitedMilliseconds.rounded())])
    }

    private func writeScreenshot(of container: WebContainer, stage: RunStage, to path: URL) async throws {
        let png = if let window = stage.screenshot, !stage.isClosed() { try window() } else { try await container.snapshotPNG() }
        try png.write(to: path)
        output.step("screenshot", "wrote a \(png.count)-byte PNG to \(path.path)", ["path": .string(path.path), "bytes": .number(Double(png.count))])
    }

    /// The mock file's classic styles: app schemes, injected objects, page-world message handlers.
    private func declareStyles(on bridge: Bridge) {
        for scheme in plan.mock.appSchemes { bridge.routeURLScheme(scheme) }
        for (name, methods) in plan.mock.namespaces { bridge.exposeNamespace(name, methods: methods) }
        for name in plan.mock.messageHandlers { bridge.exposeMessageHandler(name) }
    }

    /// A navigation to a scheme nothing handles is a call that went nowhere: reported, and a failure.
    func container(_ container: WebContainer, decidePolicyFor action: NavigationAction) async -> NavigationPolicy {
        guard let url = action.request.url, let scheme = url.scheme?.lowercased(), !Self.pageSchemes.contains(scheme) else { return .allow }
        failures += 1
        output.step("unrouted", "the page navigated to \(url.absoluteString), a scheme no mock routes; add \"appSchemes\": [\"\(scheme)\"]",
                    ["url": .string(url.absoluteString), "scheme": .string(scheme)])
        return .cancel
    }

    /// Schemes a page loads itself; any other is an app's.
    private static let pageSchemes: Set<String> = ["http", "https", "about", "data", "blob", "file", "javascript", "app"]

    func container(_ container: WebContainer, didMeasure timings: PageTimings) { output.timings(timings) }

    func container(_ container: WebContainer, webProcessDidTerminate reason: WebProcessTerminationReason) {
        failures += 1
        let words = switch reason {
        case .crashed: "it crashed"
        case .exceededMemoryLimit: "it used more memory than allowed"
        case .terminatedByClient: "the app ended it"
        }
        output.step("webProcessTerminated", "the page's web process ended: \(words)", ["reason": .string(reason.code)])
    }

    private static func list(_ origins: [String]) -> String {
        origins.isEmpty ? "no origin (the page has none: serve a folder, or pass --trusted-origin)" : origins.joined(separator: ", ")
    }
}
