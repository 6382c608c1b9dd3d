import Foundation
import HybridCore
import HybridEngineSupport
import HybridWebKitGTK

extension RunSession {
    /// `--paths`: the page opens in a navigator whose pages all get the mocks; each push, pop and native screen is printed.
    func openNavigator(_ url: URL, engine: GTKEngine, settings: EngineSettings, paths: PathConfiguration,
                       prepare: @escaping (WebContainer) throws -> Void) async throws -> RunStage {
        let pool = WebViewPool(engine: engine, configuration: WebViewPool.Configuration(settings: settings))
        pool.onLease = { [output] container in
            do { try prepare(container) } catch { output.step("warning", "a page opens without its mocks: \(error)", [:]) }
        }
        let navigator = Navigator(pool: pool, paths: paths)
        for (uri, result) in plan.mock.nativeScreens {
            navigator.registerNativeScreen(uri) { [output, weak navigator] url, _ in
                output.step("nativeScreen", "native screen \(uri) for \(url.absoluteString) → \(result.jsonText)",
                            ["uri": .string(uri), "url": .string(url.absoluteString), "result": result])
                Task { await navigator?.resume(with: result) }
            }
        }
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
            guard let top = navigator.topContainer else { throw RunInputError("the rules open \(url.absoluteString) as no page") }
            await navigator.entry(of: top)?.firstLoad?.value
            guard top.url != nil, top.chrome.failure == nil else {
                throw RunInputError(top.chrome.failure?.message ?? "the page did not load")
            }
        } catch {
            guard window != nil, navigator.topContainer != nil else {
                stage.close()
                throw RunLoadError(url: url, reason: error)
            }
            stage.loadFailure = RunLoadError(url: url, reason: error)
        }
        return stage
    }
}
