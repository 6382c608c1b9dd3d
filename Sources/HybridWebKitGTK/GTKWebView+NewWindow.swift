import CWebKitGTK

extension GTKWebView {
    /// `window.open` reaches WebKitGTK's `create` signal without a policy
    /// decision. It is put to the delegate as a new-window action, and no
    /// window is ever made here: the policy chain loads the URL where its rule says.
    func connectNewWindowSignal() {
        typealias Create = @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> UnsafeMutablePointer<GtkWidget>?
        let create: Create = { _, action, data in
            MainActor.assumeIsolated {
                guard let action else { return }
                Box.target(from: data)?.handleNewWindowRequest(action)
            }
            return nil
        }
        connect(webView, "create", create)
    }

    private func handleNewWindowRequest(_ action: OpaquePointer) {
        guard let navigationAction = Self.navigationAction(action, newWindow: true), let delegate else { return }
        Task.immediate { @MainActor in _ = await delegate.engineView(self, decidePolicyFor: navigationAction) }
    }
}
