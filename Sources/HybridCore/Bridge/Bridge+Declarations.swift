import HybridVocabulary
extension Bridge {
    /// Gives pages written for WKWebView `window.webkit.messageHandlers.NAME.postMessage(body)`
    /// in their own world, as a bridge call of the handler `handler` (by default `NAME`).
    ///
    /// The call goes through the trusted runtime like `hybrid.call`: it is
    /// stamped with the caller's real origin and frame, checked against the
    /// handler's ``BridgeHandlerOptions`` (trusted origins, main frame only by
    /// default), recorded as sent by a page message handler (`webkit` in the call records),
    /// and answered: `postMessage` returns a promise of the handler's result, as
    /// a `WKScriptMessageHandlerWithReply` does. The name is defined at document
    /// start of documents loaded afterwards, and calls made before the bridge is
    /// ready are queued. Register the handler with `register(_:options:_:)`. A shorthand
    /// for a ``BridgeModule`` declaring the name, installed as every module is.
    public func exposeMessageHandler(_ name: String, handler: String? = nil) {
        installShorthand("message handler \(name)") { $0.messageHandler(name, handler: handler ?? name) }
    }

    /// Routes navigations to `scheme://NAME?…` (`jxaction://scan?callback=cb`), in a
    /// link, `location.href` or a hidden iframe, to the handler `NAME`, and cancels
    /// them so they never load. A `callback` query item names the page function that
    /// receives the result; the other items are the params. Only handlers registered
    /// with ``BridgeHandlerOptions/acceptsURLScheme`` answer, and the sender is
    /// attributed by elimination, as `AppSchemeRoutes` describes. The container asks these routes
    /// before its ``ContainerConfiguration/navigationPolicy``, so replacing the chain keeps them.
    /// A shorthand for a ``BridgeModule`` declaring the route, installed as every module is.
    public func routeURLScheme(_ scheme: String) {
        installShorthand("scheme \(scheme)") { $0.urlScheme(scheme) }
    }

    /// The schemes ``routeURLScheme(_:)`` added, lower-case.
    public var routedURLSchemes: Set<String> { urlRoutes.schemes }

    /// Adds a document-start script that defines `declaration` in the page's world
    /// (bridge-declare.js); the value reaches it as a JSON string literal, parsed there.
    /// Defines every installed module in the document already shown (a prerendered
    /// page a navigator takes over): what `declareForNewDocuments` does at the next document start.
    func declareModulesInCurrentDocument() async {
        guard isInstalled, !isClosed else { return }
        var modules: [String: JSONValue] = [:]
        for entry in self.modules.pageModules { modules[entry.declaration.namespace] = entry.declaration.pageDeclaration }
        let source = BridgeScripts.declare + "(" + JSONQuoting.quote(JSONValue.object(["modules": .object(modules)]).jsonText) + ");\n"
        do { _ = try await view.evaluateJavaScript(source, in: .page) } catch {
            logger.error("modules could not be declared in the page shown: \(error)")
        }
    }

    func declareForNewDocuments(_ declaration: JSONValue) {
        guard isInstalled, !isClosed else { return }
        let source = BridgeScripts.declare + "(" + JSONQuoting.quote(declaration.jsonText) + ");\n"
        do {
            try view.addUserScript(UserScript(source: source, forMainFrameOnly: !injectsIntoAllFrames, world: .page))
        } catch {
            logger.error("a bridge declaration could not be added to the page: \(error)")
        }
    }
}
