import CWebKitGTK
import HybridVocabulary

extension NavigatorScreen {
    typealias Box = WeakBox<NavigatorScreen>
    private typealias Clicked = @convention(c) (gpointer?, gpointer?) -> Void
    private typealias Event = @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean
    private typealias Notify = @convention(c) (gpointer?, gpointer?, gpointer?) -> Void

    private func connect<Handler>(_ instance: gpointer, _ signal: String, _ handler: Handler) {
        signalIDs.append((instance, connectSignal(instance, signal, handler, data: Box(self).retainedPointer())))
    }

    func connectSignals() {
        let back: Clicked = { _, data in MainActor.assumeIsolated { Box.target(from: data)?.onBack?() } }
        connect(widgets.back, "clicked", back)
        let close: Clicked = { _, data in MainActor.assumeIsolated { Box.target(from: data)?.onClose?() } }
        connect(widgets.close, "clicked", close)
        let retry: Clicked = { _, data in
            MainActor.assumeIsolated {
                guard let top = Box.target(from: data)?.top else { return }
                Task { await top.chrome.retry() }
            }
        }
        connect(widgets.retry, "clicked", retry)
        let refresh: Clicked = { _, data in
            MainActor.assumeIsolated {
                guard let top = Box.target(from: data)?.top else { return }
                Task { await top.chrome.refresh() }
            }
        }
        connect(widgets.refresh, "clicked", refresh)
        // The window manager's close is the shell's Close (or Done): the window is not destroyed under its pages.
        let delete: Event = { _, _, data in
            MainActor.assumeIsolated { Box.target(from: data)?.onClose?() }
            return 1
        }
        connect(widgets.window, "delete-event", delete)
        let transition: Notify = { _, _, data in
            MainActor.assumeIsolated {
                guard let screen = Box.target(from: data), gtk_stack_get_transition_running(hk_stack(screen.widgets.stack)) == 0 else { return }
                screen.transitions.end()
            }
        }
        connect(widgets.stack, "notify::transition-running", transition)
    }

    func disconnectSignals() {
        for (instance, id) in signalIDs { g_signal_handler_disconnect(instance, id) }
        signalIDs.removeAll()
    }
}
