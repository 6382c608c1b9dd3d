import Foundation
import HybridVocabulary

/// Saving and restoring the page history, for state restoration across app launches.
extension WebContainer {
    /// The back-forward list and current page as bytes to keep
    /// (WKWebView's `interactionState`, WebKitGTK's session state).
    /// Only the same engine can read them back.
    public func sessionState() throws -> Data {
        guard !view.isClosed else { throw EngineError.viewClosed }
        return try view.sessionState()
    }

    /// Puts back a history saved by ``sessionState()`` and returns when its current page is shown.
    /// Back and forward then move through the saved pages. Unreadable bytes throw
    /// `EngineError/invalidSessionState(_:)` and leave the container as it was.
    ///
    /// No restored page's origin joins ``trustedOrigins``: the history may hold
    /// sites the user followed links to, which a load by the app never trusted.
    /// Trust the app's own origins (``trust(_:)``) before restoring.
    @discardableResult
    public func restoreSessionState(_ state: Data, timeout: Duration? = nil) async throws -> URL? {
        try await awaitLoad(timeout: timeout) { try view.restoreSessionState(state) }
    }
}
