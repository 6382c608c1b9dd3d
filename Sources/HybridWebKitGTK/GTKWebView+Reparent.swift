import CWebKitGTK

extension GTKWebView {
    /// The web view widget, for a shell that shows it in a window of its own.
    var widget: UnsafeMutablePointer<GtkWidget> { hk_widget(webView) }

    /// Moves the web view out of its offscreen window into a shell's widget tree.
    /// `add` puts it in place; the view keeps its own reference throughout.
    func moveToShell(_ add: (UnsafeMutablePointer<GtkWidget>) -> Void) {
        guard !isClosed else { return }
        detachFromParent()
        add(widget)
        gtk_widget_show(widget)
    }

    /// Puts the web view back in its offscreen window, so a shell can go away
    /// (and a pooled view be leased again) without the view going with it.
    func returnFromShell() {
        guard !isClosed, gtk_widget_get_parent(widget) != offscreenWindow else { return }
        detachFromParent()
        gtk_container_add(hk_container(offscreenWindow), widget)
        gtk_widget_show_all(offscreenWindow)
    }

    /// Takes `old`'s place as `stack`'s child `name`, shown if it was: a
    /// recovered page's new view appears where its dead one was.
    func takePlace(of old: GTKWebView, in stack: UnsafeMutablePointer<GtkWidget>, named name: String) {
        let wasShown = !old.isClosed && gtk_stack_get_visible_child(hk_stack(stack)) == old.widget
        old.returnFromShell()
        moveToShell { gtk_stack_add_named(hk_stack(stack), $0, name) }
        if wasShown { gtk_stack_set_visible_child_full(hk_stack(stack), name, GTK_STACK_TRANSITION_TYPE_NONE) }
    }

    private func detachFromParent() {
        guard let parent = gtk_widget_get_parent(widget) else { return }
        gtk_container_remove(hk_container(parent), widget)
    }
}

extension GTKWebView {
    /// Unmapping the offscreen window is what makes the page `hidden` (no frames,
    /// throttled timers); mapping it again fires `visibilitychange`. A view in a
    /// shell's window is the shell's to show and hide.
    public func setHidden(_ hidden: Bool) {
        guard !isClosed, gtk_widget_get_parent(widget) == offscreenWindow else { return }
        if hidden { gtk_widget_hide(offscreenWindow) } else { gtk_widget_show_all(offscreenWindow) }
    }
}
