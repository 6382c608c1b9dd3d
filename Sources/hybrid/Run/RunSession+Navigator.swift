import Foundation
import HybridCore
import HybridVocabulary
import HybridWebKitGTK

extension RunSession {
    /// `--paths`: the page opens in a navigator whose pages all get the mocks; each push, pop and native screen is printed.
    func openNavigator(_ url: URL, engine: GTKEngine, settings: EngineSettings, paths: PathConfiguration,
                       prepare: @escaping (WebContainer) throws -> Void) async throws -> RunStage {
        let pool = WebViewPool(engine: engine, settings: settings)
        pool.onLease = { [output] container in
            do { try prepare(container) } catch { output.step("warning", "a page opens without its mocks: \(error)", [:]) }
        }
        if let tabs = try Self.tabs(in: paths, relativeTo: url) {
            return try await openTabs(url, tabs: NavigatorTabs(pool: pool, paths: paths, tabs: tabs))
        }
        let navigator = Navigator(pool: pool, paths: paths)
        registerNativeScreens(on: navigator)
        let printer = RunStackPrinter(navigator: navigator, output: output)
        let window = try plan.window ? HybridNavigatorWindow(navigator: navigator, width: 820, height: 720) : nil
        window?.onClose = { [output] in output.step("windowClosed", "the window closed", [:]) }
        modulePresenter = window
        window?.show()
        var stage = RunStage(top: { [printer] in _ = printer; return navigator.topContainer },
                             isClosed: { window?.isClosed == true },
                             screenshot: window.map { window in { try window.screenshotPNG() } },
                             close: { window?.close(); for container in navigator.modalStack + navigator.stack { container.close() } })
        do {
            try await navigator.route(url)
            try await loaded(navigator, url)
        } catch {
            guard window != nil, navigator.topContainer != nil else {
                stage.close()
                throw RunLoadError(url: url, reason: error)
            }
            stage.loadFailure = RunLoadError(url: url, reason: error)
        }
        return stage
    }

    /// `"settings": {"tabs": [{"name": "home", "url": "/"}, …]}`: the run shows tabs of navigators,
    /// each root relative to the run's URL; the URL itself opens where its rule says (else in the first tab).
    static func tabs(in paths: PathConfiguration, relativeTo url: URL) throws -> [(name: String, root: URL)]? {
        guard let list = paths.settings["tabs"] else { return nil }
        let tabs: [(name: String, root: URL)] = try (list.arrayValue ?? []).map { tab in
            guard let name = tab["name"]?.stringValue, let text = tab["url"]?.stringValue,
                  let root = URL(string: text, relativeTo: url)?.absoluteURL else {
                throw RunInputError("--paths: each of settings.tabs is {\"name\": …, \"url\": …}, not \(tab.jsonText)")
            }
            return (name, root)
        }
        guard !tabs.isEmpty else { throw RunInputError("--paths: settings.tabs lists no tab") }
        return tabs
    }

    /// `--paths` with tabs: a tab window, every tab's stack printed, and the page a person sees (the selected tab's top) acted on.
    private func openTabs(_ url: URL, tabs: NavigatorTabs) async throws -> RunStage {
        // The printers live as long as the tabs keep this closure.
        var printers: [RunStackPrinter] = []
        tabs.onNavigatorMade = { [weak self, output] name, navigator in
            self?.registerNativeScreens(on: navigator)
            output.step("tab", "tab \(name) opened", ["tab": .string(name)])
            printers.append(RunStackPrinter(navigator: navigator, output: output))
        }
        let window = try plan.window ? HybridTabsWindow(tabs: tabs, width: 820, height: 720) : nil
        window?.onClose = { [output] in output.step("windowClosed", "the window closed", [:]) }
        modulePresenter = window
        window?.show()
        let top = { tabs.madeNavigator(tabs.selected)?.topContainer }
        var stage = RunStage(top: top, isClosed: { window?.isClosed == true },
                             screenshot: window.map { window in { try window.screenshotPNG() } },
                             close: {
                                 window?.close()
                                 for tab in tabs.tabs {
                                     guard let navigator = tabs.madeNavigator(tab.name) else { continue }
                                     for container in navigator.modalStack + navigator.stack { container.close() }
                                 }
                             })
        do {
            // The URL a tab starts with selects that tab; any other opens where its rule says.
            if let tab = tabs.tabs.first(where: { $0.root == url }) { try await tabs.select(tab.name) } else { try await tabs.route(url) }
            try await loaded(tabs.navigator(tabs.selected), url)
        } catch {
            guard window != nil, top() != nil else {
                stage.close()
                throw RunLoadError(url: url, reason: error)
            }
            stage.loadFailure = RunLoadError(url: url, reason: error)
        }
        return stage
    }

    /// Waits until the page a person sees looks drawn (with `selector`, once it shows): the page on
    /// top may change meanwhile (a page that pushes another as it loads), and the wait follows it.
    static func waitUntilDrawn(on stage: RunStage, selector: String?) async -> (drawn: Bool, waitedMilliseconds: Double) {
        let start = ContinuousClock.now
        var waited: Double { (ContinuousClock.now - start).timeInterval * 1000 }
        while ContinuousClock.now - start < .seconds(10) {
            guard let page = stage.top(), !page.isClosed, !stage.isClosed() else { break }
            guard (try? await page.bridge.waitUntilPageReady()) != nil else {
                if stage.top() === page { break } else { continue }
            }
            let look = await PageQueries(page).waitUntilDrawn(selector: selector, cap: .seconds(2))
            if stage.top() === page, look.drawn { return (true, waited) }
        }
        return (false, waited)
    }

    private func loaded(_ navigator: Navigator, _ url: URL) async throws {
        guard let top = navigator.topContainer else { throw RunInputError("the rules open \(url.absoluteString) as no page") }
        await navigator.entry(of: top)?.firstLoad?.value
        guard top.url != nil, top.chrome.failure == nil else {
            throw RunInputError(top.chrome.failure?.message ?? "the page did not load")
        }
    }

    private func registerNativeScreens(on navigator: Navigator) {
        for (uri, result) in plan.mock.nativeScreens {
            navigator.registerNativeScreen(uri) { [output, weak navigator] url, _ in
                output.step("nativeScreen", "native screen \(uri) for \(url.absoluteString) → \(result.jsonText)",
                            ["uri": .string(uri), "url": .string(url.absoluteString), "result": result])
                Task { await navigator?.resume(with: result) }
            }
        }
    }
}
