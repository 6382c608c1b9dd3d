import CWebKitGTK

/// What a closed view still holds of GTK and WebKit, let go on the main loop's
/// next turn: WebKit may be inside one of the view's own signals as it closes
/// (an app closing the container as it hears the web process died), and it
/// still uses the view when the handler returns. Destroyed at once there, the
/// view crashed the process in 4 of 5 runs.
struct GTKDeferredRelease: @unchecked Sendable {
    let window: UnsafeMutablePointer<GtkWidget>
    let webView: UnsafeMutablePointer<WebKitWebView>
    let contentManager: UnsafeMutablePointer<WebKitUserContentManager>

    func releaseOnTheNextTurn() {
        Task { @MainActor in
            gtk_widget_destroy(window)
            g_object_unref(webView)
            g_object_unref(contentManager)
        }
    }
}
