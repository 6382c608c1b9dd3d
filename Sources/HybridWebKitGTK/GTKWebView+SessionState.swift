import CWebKitGTK
import Foundation
import HybridCore

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
        webkit_web_view_restore_session_state(webView, restored)
        guard let list = webkit_web_view_get_back_forward_list(webView),
              let current = webkit_back_forward_list_get_current_item(list)
        else { throw EngineError.invalidSessionState("the saved state has no current page") }
        noteSupersededLoad()
        webkit_web_view_go_to_back_forward_list_item(webView, current)
        return nil
    }
}
