import Foundation
import HybridCore
import HybridVocabulary
import HybridTestServer
import HybridTesting
import HybridWebKitGTK

/// Navigators on the real engine, and what their tests wait for.
@MainActor
enum NavigatorHarness {
    /// A list page that counts while it runs, remembers what it heard, and links on.
    static func listPage(linkingTo next: String) -> String {
        """
        <title>list</title><body style="height:4000px">
        <a id="next" href="\(next)" style="position:fixed;left:0;top:0;width:200px;height:40px">next</a>
        <script>
        window.count = 0; setInterval(() => count++, 10);
        window.heard = [];
        hybrid.on('navigator.resume', e => heard.push(JSON.stringify(e.result)));
        hybrid.on('container.hidden', () => heard.push('hidden'));
        hybrid.on('container.visible', () => heard.push('visible'));
        </script></body>
        """
    }

    static func navigator(_ engine: GTKEngine, rules: String = #"{"rules": []}"#) throws -> Navigator {
        Navigator(pool: WebViewPool(engine: engine), paths: try PathConfiguration(json: Data(rules.utf8)))
    }

    /// Waits until the top page is `path`, loaded, with its bridge up.
    @discardableResult
    static func top(_ navigator: Navigator, is path: String) async throws -> WebContainer {
        try await eventually("the top page to be \(path)") {
            navigator.topContainer?.url?.path == path && navigator.topContainer?.isLoading == false
        }
        let container = try navigator.topContainer.unwrapped()
        try await container.bridge.waitUntilPageReady()
        return container
    }

    static func run(_ container: WebContainer, _ script: String) async throws -> JSONValue {
        try await container.callAsyncJavaScript(script)
    }

    /// Clicks the middle of the element `selector` as a person would: a GDK button
    /// event, so the page sees `isTrusted` (a script's `el.click()` does not).
    static func click(_ container: WebContainer, _ selector: String) async throws {
        let point = try await container.callAsyncJavaScript("""
            const r = document.querySelector(selector).getBoundingClientRect();
            return [r.left + r.width / 2, r.top + r.height / 2];
            """, arguments: ["selector": .string(selector)]).arrayValue?.compactMap(\.numberValue) ?? []
        guard point.count == 2, let view = container.engineView as? GTKWebView else {
            throw EngineError.invalidArgument("no element \(selector) to click")
        }
        try view.simulateClick(x: point[0], y: point[1])
    }
}

extension Optional {
    func unwrapped(_ what: String = "a value") throws -> Wrapped {
        guard let self else { throw EngineError.invalidArgument("expected \(what), found none") }
        return self
    }
}
