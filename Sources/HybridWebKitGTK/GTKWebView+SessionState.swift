import CWebKitGTK
import Foundation
import HybridVocabulary
import HybridEngineInterface

/// Session state: the back-forward list as bytes, for an app to keep and put back.
extension GTKWebView {
    public func sessionState() throws -> Data {
        try ensureOpen()
        guard let state = webkit_web_view_get_session_state(webView) else {
            throw EngineError.operationFailed("WebKitGTK gave no session state")
        }
        defer { webkit_web_view_session_state_unref(state) }
        guard let bytes = webkit_web_view_session_state_serialize(state) else {
            throw EngineError.operationFailed("WebKitGTK could not serialize the session state")
        }
        defer { g_bytes_unref(bytes) }
        var size = 0
        guard let start = g_bytes_get_data(bytes, &size), size > 0 else { return Data() }
        return Data(bytes: start, count: size)
    }

    /// WebKitGTK restores the list only; the current item is then loaded like a history move.
    ///
    /// WebKitGTK refuses bytes that are not a well-formed session state, but
    /// accepts one with no pages (what a view with no history saves) and then
    /// keeps the view's own history: that is refused here, as the list's current
    /// item staying the same object shows, with the view left as it was.
    @discardableResult
    public func restoreSessionState(_ state: Data) throws -> NavigationID? {
        try ensureOpen()
        guard !state.isEmpty else { throw EngineError.invalidSessionState("the saved state is empty") }
        let bytes = state.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        guard let restored = webkit_web_view_session_state_new(bytes) else {
            throw EngineError.invalidSessionState("WebKitGTK cannot read these \(state.count) bytes as a session state")
        }
        defer { webkit_web_view_session_state_unref(restored) }
        guard let list = webkit_web_view_get_back_forward_list(webView) else {
            throw EngineError.operationFailed("WebKitGTK gave no back-forward list")
        }
        // Held so that a new item cannot be given the old one's address.
        let shownBefore = webkit_back_forward_list_get_current_item(list)
        if let shownBefore { g_object_ref(shownBefore) }
        defer { if let shownBefore { g_object_unref(shownBefore) } }
        webkit_web_view_restore_session_state(webView, restored)
        guard let current = webkit_back_forward_list_get_current_item(list), current != shownBefore else {
            throw EngineError.invalidSessionState("the saved state has no pages")
        }
        noteSupersededLoad()
        webkit_web_view_go_to_back_forward_list_item(webView, current)
        return nil
    }
}
