import CWebKitGTK
import HybridVocabulary

/// A GTK dialog's `response` signal, answered once: a second response (or the
/// window's destruction after the first) changes nothing.
@MainActor
final class DialogReply {
    typealias Box = WeakBox<DialogReply>
    private var answer: ((Int32) -> Void)?
    private var keepAlive: DialogReply?

    init(_ answer: @escaping (Int32) -> Void) { self.answer = answer }

    func connect(to dialog: UnsafeMutablePointer<GtkWidget>) {
        typealias Response = @convention(c) (gpointer?, gint, gpointer?) -> Void
        let response: Response = { _, id, data in MainActor.assumeIsolated { Box.target(from: data)?.respond(id) } }
        _ = connectSignal(dialog, "response", response, data: Box(self).retainedPointer())
        keepAlive = self
    }

    private func respond(_ id: Int32) {
        guard let answer else { return }
        self.answer = nil
        keepAlive = nil
        answer(id)
    }
}
