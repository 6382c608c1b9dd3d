extension Bridge {
    /// Attributes an app-scheme message to the main document by elimination
    /// (see ``AppSchemeRoutes``), routes it, and delivers its callback to that
    /// document only. `seen` is the main frame as it was when the engine asked.
    func routeAppSchemeMessage(_ request: BridgeCallRequest, callback: String?, seen: MainDocumentState, opensNewWindow: Bool) async {
        var source = BridgeMessageSource(origin: "null", frame: .unverified, transport: .urlScheme)
        let refuse = { (why: String) -> Void in self.refuse(.senderUnknown("\(request.name): \(why)"), from: source) }
        guard !opensNewWindow else { return refuse("it asked for a new window") }
        guard !seen.isNavigating else { return refuse("the main frame was navigating") }
        // Sent now, before anything else runs on the main actor: the answer
        // describes the document that was there when the engine asked.
        let document: BridgeDocumentDescription
        do { document = try await describeMainDocument() } catch { return refuse("the main document did not answer") }
        source.origin = document.origin
        guard mainDocument.generation == seen.generation else { return refuse("the main document was replaced") }
        guard !mainDocument.hadForeignFrame, document.framesShareOrigin else {
            return refuse("the page has or had a frame of another origin, or a sandboxed one")
        }
        let (outcome, admitted) = await router.routeIfAdmitted(request, from: source)
        guard admitted, let callback else { return }
        await deliverToCallback(callback, outcome, inDocument: document.token)
    }

    /// Asks the main frame's trusted runtime who it is, in the isolated world.
    private func describeMainDocument() async throws -> BridgeDocumentDescription {
        if isClosed { throw BridgeError.closed }
        let answer = try await view.callAsyncJavaScript(BridgeScripts.describe, arguments: [:], in: .hybrid)
        guard let description = BridgeDocumentDescription(answer) else {
            throw BridgeError.invalidResult("the runtime described itself as \(answer.jsonText)")
        }
        return description
    }
}
