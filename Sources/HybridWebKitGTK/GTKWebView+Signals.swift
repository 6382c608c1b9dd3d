import CWebKitGTK
import Foundation
import HybridVocabulary

extension GTKWebView {
    typealias Box = WeakBox<GTKWebView>

    func connect<Handler>(_ instance: gpointer, _ signal: String, _ handler: Handler) {
        let id = connectSignal(instance, signal, handler, data: Box(self).retainedPointer())
        signalIDs.append((instance, id))
    }

    func disconnectAllSignals() {
        for (instance, id) in signalIDs { g_signal_handler_disconnect(instance, id) }
        signalIDs.removeAll()
        for (_, id) in messageSignalIDs { g_signal_handler_disconnect(contentManager, id) }
        messageSignalIDs.removeAll()
    }

    func connectSignals() {
        typealias Notify = @convention(c) (gpointer?, gpointer?, gpointer?) -> Void
        let notify: Notify = { _, _, data in
            MainActor.assumeIsolated { Box.target(from: data)?.refreshState() }
        }
        for property in ["title", "uri", "estimated-load-progress", "is-loading"] {
            connect(webView, "notify::\(property)", notify)
        }
        typealias LoadChanged = @convention(c) (gpointer?, WebKitLoadEvent, gpointer?) -> Void
        let loadChanged: LoadChanged = { _, event, data in
            MainActor.assumeIsolated { Box.target(from: data)?.handleLoadChanged(event) }
        }
        connect(webView, "load-changed", loadChanged)
        typealias LoadFailed = @convention(c) (gpointer?, WebKitLoadEvent, UnsafePointer<gchar>?, UnsafeMutablePointer<GError>?, gpointer?) -> gboolean
        let loadFailed: LoadFailed = { _, _, uri, error, data in
            MainActor.assumeIsolated {
                Box.target(from: data)?.handleLoadFailed(uri: uri.map { String(cString: $0) }, error: error)
            }
            return 1  // HybridKit reports the error; no engine error page.
        }
        connect(webView, "load-failed", loadFailed)
        typealias Terminated = @convention(c) (gpointer?, WebKitWebProcessTerminationReason, gpointer?) -> Void
        let terminated: Terminated = { _, reason, data in
            MainActor.assumeIsolated { Box.target(from: data)?.handleWebProcessTerminated(reason) }
        }
        connect(webView, "web-process-terminated", terminated)
        typealias Decide = @convention(c) (gpointer?, UnsafeMutablePointer<WebKitPolicyDecision>?, WebKitPolicyDecisionType, gpointer?) -> gboolean
        let decide: Decide = { _, decision, type, data in
            MainActor.assumeIsolated {
                guard let view = Box.target(from: data), let decision else { return 0 }
                return view.handlePolicyDecision(decision, type: type) ? 1 : 0
            }
        }
        connect(webView, "decide-policy", decide)
        typealias Dialog = @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean
        let dialog: Dialog = { _, dialog, data in
            MainActor.assumeIsolated {
                guard let view = Box.target(from: data), let dialog else { return 0 }
                view.handleScriptDialog(dialog)
                return 1
            }
        }
        connect(webView, "script-dialog", dialog)
        connectNewWindowSignal()
    }

    func refreshState() {
        updateState { state in
            state.title = webkit_web_view_get_title(webView).map { String(cString: $0) }
            state.url = webkit_web_view_get_uri(webView).flatMap { URL(string: String(cString: $0)) }
            state.estimatedProgress = webkit_web_view_get_estimated_load_progress(webView)
            state.isLoading = webkit_web_view_is_loading(webView) != 0
        }
    }
}
