import Foundation
import HybridCore
import WebKit
import HybridVocabulary

/// WKUIDelegate for one view: JavaScript dialogs and new windows (file inputs and
/// media permissions in AppleUIRelay+Device.swift).
///
/// Each dialog's completion handler is wrapped in a ``ScriptDialogReply``,
/// so it runs exactly once: with the delegate's answer, or as a dismissal
/// when the view closes, navigates away, loses its web process or is released.
@MainActor
final class AppleUIRelay: NSObject, WKUIDelegate {
    private weak var view: AppleWebView?
    /// The view, for the relay's extensions.
    var relayedView: AppleWebView? { view }

    init(view: AppleWebView) { self.view = view }

    func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                 completionHandler: @escaping @MainActor @Sendable () -> Void) {
        run(.alert, message, nil, frame) { _ in completionHandler() }
    }

    func webView(_ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                 completionHandler: @escaping @MainActor @Sendable (Bool) -> Void) {
        run(.confirm, message, nil, frame) { completionHandler($0 == .confirmed) }
    }

    func webView(_ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
                 initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (String?) -> Void) {
        run(.prompt, prompt, defaultText, frame) { result in
            if case .text(let text) = result { completionHandler(text) } else { completionHandler(nil) }
        }
    }

    /// `window.open` comes here, not to `decidePolicyFor` (a `target=_blank` link
    /// went there and was answered `.cancel`, so it never arrives). It goes to the
    /// delegate as a new-window action, as WebKitGTK's `create` does; the core
    /// decides and no web view is ever made here, so the page's `window.open` returns `null`.
    func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
                 for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView? {
        guard let view, !view.isClosed, let delegate = view.delegate else { return nil }
        var action = AppleNavigationAction.make(navigationAction)
        action.opensNewWindow = true
        // WebKit's pop-up blocker lets `window.open` reach here only while a person's gesture is
        // handled, since AppleViewConfiguration turns `javaScriptCanOpenWindowsAutomatically` off.
        action.isUserGesture = true
        startNow { _ = await delegate.engineView(view, decidePolicyFor: action) }
        return nil
    }

    private func run(_ kind: ScriptDialog.Kind, _ message: String, _ defaultText: String?, _ frame: WKFrameInfo,
                     completion: @escaping @MainActor (ScriptDialog.Result) -> Void) {
        let reply = ScriptDialogReply(kind: kind, completion: completion)
        guard let view, !view.isClosed else {
            reply.dismiss()
            return
        }
        let dialog = ScriptDialog(kind: kind, message: message, defaultText: defaultText, pageURL: frame.request.url,
                                  frame: AppleFrameInfo.make(frame))
        view.runScriptDialog(dialog, reply: reply)
    }
}
