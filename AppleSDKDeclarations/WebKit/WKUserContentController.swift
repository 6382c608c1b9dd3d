// Declarations only: content worlds, user scripts and script message handlers.

@MainActor
open class WKContentWorld: NSObject {
    open class var page: WKContentWorld { fatalError("declaration only") }
    open class var defaultClient: WKContentWorld { fatalError("declaration only") }
    open class func world(name: String) -> WKContentWorld { fatalError("declaration only") }
    open var name: String? { fatalError("declaration only") }
}

public enum WKUserScriptInjectionTime: Int, @unchecked Sendable {
    case atDocumentStart = 0
    case atDocumentEnd = 1
}

@MainActor
open class WKUserScript: NSObject {
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool, in contentWorld: WKContentWorld) {
        fatalError("declaration only")
    }
}

@MainActor
open class WKScriptMessage: NSObject {
    open var body: Any { fatalError("declaration only") }
    open var frameInfo: WKFrameInfo { fatalError("declaration only") }
    open var name: String { fatalError("declaration only") }
    open var world: WKContentWorld { fatalError("declaration only") }
}

/// Its one method is required in WebKit too. The SDK also imports an async
/// alternative (`userContentController(_:didReceive:) async -> (Any?, String?)`),
/// not declared here for the reason given on WKNavigationDelegate.
@MainActor
public protocol WKScriptMessageHandlerWithReply: NSObjectProtocol {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage,
                               replyHandler: @escaping @MainActor @Sendable (Any?, String?) -> Void)
}

@MainActor
open class WKUserContentController: NSObject {
    open func addUserScript(_ userScript: WKUserScript) { fatalError("declaration only") }
    open func removeAllUserScripts() { fatalError("declaration only") }
    /// addScriptMessageHandlerWithReply:contentWorld:name: keeps its long Swift name,
    /// unlike the plain handler's add(_:contentWorld:name:).
    open func addScriptMessageHandler(_ scriptMessageHandlerWithReply: any WKScriptMessageHandlerWithReply,
                                      contentWorld: WKContentWorld, name: String) { fatalError("declaration only") }
    open func removeScriptMessageHandler(forName name: String, contentWorld: WKContentWorld) { fatalError("declaration only") }
    open func removeAllScriptMessageHandlers() { fatalError("declaration only") }
}
