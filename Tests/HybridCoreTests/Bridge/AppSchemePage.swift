import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import HybridCore
import HybridTesting
import HybridVocabulary

/// A page on the fake engine with a `pay` handler that accepts app-scheme
/// messages, recording what ran and what was refused.
@MainActor
final class AppSchemePage {
    let view = FakeWebEngineView()
    let container: WebContainer
    var payments: [BridgeMessageSource] = []
    var refusals: [BridgeError] = []

    init(framesShareOrigin: Bool = true) {
        container = WebContainer(view: view)
        container.trust(try! BridgeOrigin("https://app.example"))
        container.bridge.routeURLScheme("jxaction")
        container.bridge.onInvalidMessage = { [unowned self] error, _ in refusals.append(error) }
        container.bridge.register("pay", options: BridgeHandlerOptions(acceptsURLScheme: true)) { [unowned self] (_: JSONValue, context) in
            payments.append(context.source)
            return "paid"
        }
        view.scriptResult = { body in
            guard body == FakeBridgeRuntime.taskBody("describe") else { return .null }
            return ["origin": "https://app.example", "document": "doc-1", "framesShareOrigin": .bool(framesShareOrigin)]
        }
    }

    /// `sender` is the frame an engine that names it (WKWebView) reports.
    func navigate(to url: String, sender: FrameInfo? = nil) async -> NavigationPolicy? {
        await container.decidePolicy(for: NavigationAction(request: URLRequest(url: URL(string: url)!), sourceFrame: sender, targetFrame: nil))
    }

    /// Waits until `count` messages were run or refused; a refused one never runs later.
    func settle(_ count: Int = 1) async {
        while payments.count + refusals.count < count { await Task.yield() }
    }
}
