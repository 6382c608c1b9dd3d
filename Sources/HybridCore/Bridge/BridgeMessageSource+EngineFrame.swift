import HybridVocabulary
/// Checking the runtime's stamp against the engine's own report of the sender.
///
/// An engine that names the posting frame (WKWebView) knows it from outside
/// the page, so it is the authority: a message whose stamp disagrees with it is
/// not trusted as either. WebKitGTK names no frame, and the stamp stands alone.
extension BridgeMessageSource {
    /// Why `engine`'s frame is not the one the runtime stamped, or `nil` when they agree.
    func disagreement(with engine: FrameInfo) -> BridgeError? {
        guard engine.isMainFrame != isMainFrame || !Self.sameOrigin(engine.securityOrigin, origin) else { return nil }
        return .senderUnknown("the engine's frame disagrees with the runtime's: the engine reports "
            + "\(Self.describe(engine.isMainFrame, engine.securityOrigin)), the runtime \(Self.describe(isMainFrame, origin))")
    }

    /// Origins match when written alike, or when both parse to the same scheme, host and port
    /// (`https://a.example:443` is `https://a.example`); `null` matches only `null`.
    private static func sameOrigin(_ engine: String, _ runtime: String) -> Bool {
        if engine == runtime { return true }
        guard let engine = try? BridgeOrigin(engine), let runtime = try? BridgeOrigin(runtime) else { return false }
        return engine == runtime
    }

    private static func describe(_ isMainFrame: Bool?, _ origin: String) -> String {
        "\(isMainFrame == true ? "the main frame" : "a subframe") of \(origin)"
    }
}
