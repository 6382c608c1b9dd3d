import HybridVocabulary
extension Bridge {
    /// Attributes an app-scheme message to the main document (see
    /// ``AppSchemeRoutes``), routes it, and delivers its callback to that
    /// document only. `seen` is the main frame as it was when the engine asked.
    /// `sender` is the frame the engine says started the navigation (WKWebView);
    /// without it (WebKitGTK) the main document is the sender only by elimination.
    func routeAppSchemeMessage(_ request: BridgeCallRequest, callback: String?, seen: MainDocumentState, opensNewWindow: Bool,
                               sender: FrameInfo? = nil) async {
        var source = BridgeMessageSource(origin: "null", isMainFrame: sender?.isMainFrame,
                                         transport: .urlScheme)
        let refuse = { (why: String) -> Void in self.refuse(.senderUnknown("\(request.name): \(why)"), from: source) }
        guard !opensNewWindow else { return refuse("it asked for a new window") }
        guard !refusesDocument else { return refuse("the main document was refused at commit") }
        if let sender, !sender.isMainFrame {
            return refuse("a subframe of \(sender.securityOrigin) sent it, and callbacks reach the main document only; use hybrid.call")
        }
        guard !seen.isNavigating else { return refuse("the main frame was navigating") }
        // Sent now, before anything else runs on the main actor: the answer
        // describes the document that was there when the engine asked.
        let document: BridgeDocumentDescription
        do { document = try await describeMainDocument() } catch { return refuse("the main document did not answer") }
        source.origin = document.origin
        guard mainDocument.generation == seen.generation else { return refuse("the main document was replaced") }
        if let sender {
            // The engine named the sender: it must be the document that answered.
            if let disagreement = source.disagreement(with: sender) { return refuse(disagreement.message) }
        } else {
            guard !mainDocument.hadForeignFrame, document.framesShareOrigin else {
                return refuse("the page has or had a frame of another origin, or a sandboxed one")
            }
        }
        let (outcome, admitted) = await router.routeIfAdmitted(request, from: source)
        guard admitted, let callback else { return }
        await deliverToCallback(callback, outcome, inDocument: document.token)
    }

    /// How long the main frame's runtime may take to say who it is.
    static let describeTimeout = Duration.seconds(10)

    /// Asks the main frame's trusted runtime who it is, in the isolated world.
    private func describeMainDocument() async throws -> BridgeDocumentDescription {
        if isClosed { throw BridgeError.closed }
        let answer = try await runTask("describe", timeout: Self.describeTimeout)
        guard let description = BridgeDocumentDescription(answer) else {
            throw BridgeError.invalidResult("the runtime described itself as \(answer.jsonText)")
        }
        return description
    }
}
