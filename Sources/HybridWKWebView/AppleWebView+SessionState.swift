import Foundation
import HybridCore
import WebKit
import HybridVocabulary
import HybridEngineInterface

/// Session state through `interactionState`, the object UIKit state restoration keeps.
extension AppleWebView {
    /// WebKit documents the state as an opaque object; it is data, which is what the core keeps.
    public func sessionState() throws -> Data {
        try ensureOpen()
        guard let state = webView.interactionState else { throw EngineError.operationFailed("WKWebView gave no interaction state") }
        guard let data = state as? Data else {
            throw EngineError.operationFailed("WKWebView's interaction state is a \(type(of: state)), not data")
        }
        return data
    }

    /// Setting `interactionState` restores the list and loads its current item;
    /// WebKit returns no navigation for it, so the load has no identity. Data
    /// WebKit cannot decode is dropped without a word, so the restore checks that
    /// a load began (WebKit marks it pending at once) and says so when none did.
    @discardableResult
    public func restoreSessionState(_ state: Data) throws -> NavigationID? {
        try ensureOpen()
        guard !state.isEmpty else { throw EngineError.invalidSessionState("the saved state is empty") }
        webView.stopLoading()
        webView.interactionState = state
        guard webView.isLoading else {
            throw EngineError.invalidSessionState("WebKit could not read the saved state, so nothing was restored")
        }
        return nil
    }
}
