import Foundation
import HybridCore
import WebKit
import HybridVocabulary
import HybridEngineInterface

/// One named handler: a page's `postMessage` becomes a ``ScriptMessage`` with
/// the frame WebKit reports, and the handler's answer settles the page's promise.
/// Every message is answered exactly once, a body that is not JSON included.
@MainActor
final class AppleScriptMessageRelay: NSObject, WKScriptMessageHandlerWithReply {
    private let world: ContentWorld
    private let handler: ScriptMessageHandler

    init(world: ContentWorld, handler: @escaping ScriptMessageHandler) {
        self.world = world
        self.handler = handler
    }

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage,
                               replyHandler: @escaping @MainActor @Sendable (Any?, String?) -> Void) {
        let body: JSONValue
        do { body = try JSONValue(foundationObject: message.body) } catch {
            return replyHandler(nil, "the message is not a JSON value")
        }
        let scriptMessage = ScriptMessage(handlerName: message.name, body: body, world: world,
                                          frame: AppleFrameInfo.make(message.frameInfo))
        let handler = handler
        // At once (``startNow(_:)``), inside WebKit's call: messages are handled in the order the
        // page sent them, before a queued commit can replace the document that sent them.
        startNow {
            switch await handler(scriptMessage) {
            case .success(let value): replyHandler(value.foundationObject, nil)
            case .failure(let rejection): replyHandler(nil, rejection.message)
            }
        }
    }
}
