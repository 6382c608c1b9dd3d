import HybridCore
import HybridVocabulary

/// The script dialogs a navigator shell shows: one at a time, never while a
/// push, pop or presentation runs, only for the page on top, and each answered
/// exactly once (by the person, by being taken down, or by the dialog timeout,
/// which cancels the asking task).
///
/// The shell says how to draw (``present``) and when it is busy; it calls
/// ``showNext()`` when a transition ends and ``takeDown(where:)`` when pages leave the top.
@MainActor
final class ShellDialogQueue {
    /// Shows a dialog and calls `answer` once the person closed it; returns how to
    /// take it down unanswered, or `nil` when it could not be shown.
    typealias Present = @MainActor (ShellDialogContent, _ answer: @escaping @MainActor (ScriptDialog.Result) -> Void)
        -> (@MainActor () -> Void)?

    var present: Present = { _, _ in nil }
    /// Whether a transition runs now; the shell calls ``showNext()`` once it ended.
    var isBusy: @MainActor () -> Bool = { false }
    /// Whether `container`'s page is the one on top, whose dialogs may show.
    var isOnTop: @MainActor (WebContainer) -> Bool = { _ in false }
    /// Called after a shown dialog closed, so the shell does what waited for it.
    var didClose: @MainActor () -> Void = {}

    private var waiting: [Request] = []
    private var current: Request?

    /// Whether a dialog is on screen (or on its way off).
    var isShowing: Bool { current != nil }

    /// Queues `dialog` of `container` and returns the person's answer.
    func ask(_ dialog: ScriptDialog, of container: WebContainer) async -> ScriptDialog.Result {
        let request = Request(dialog: dialog, container: container)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if let result = request.result { return continuation.resume(returning: result) }
                request.continuation = continuation
                waiting.append(request)
                showNext()
            }
        } onCancel: {
            Task { @MainActor in self.finish(request, with: .dismissal(for: request.dialog.kind)) }
        }
    }

    /// Shows the oldest waiting dialog, unless one is up or a transition runs.
    /// A dialog whose page is no longer on top is dismissed unseen.
    func showNext() {
        while current == nil, let next = waiting.first, !isBusy() {
            waiting.removeFirst()
            guard let container = next.container, isOnTop(container) else {
                finish(next, with: .dismissal(for: next.dialog.kind))
                continue
            }
            current = next
            let takeDown = present(ShellDialogContent(next.dialog)) { [weak self, weak next] result in
                guard let self, let next else { return }
                self.finish(next, with: result, takingDown: false)
            }
            guard let takeDown else {
                finish(next, with: .dismissal(for: next.dialog.kind), takingDown: false)
                continue
            }
            next.takeDown = takeDown
        }
    }

    /// Dismisses, shown or waiting, the dialogs of pages for which `leftTop` is true.
    func takeDown(where leftTop: (WebContainer) -> Bool) {
        // Waiting ones first, so taking the shown one down does not put up one that is going too.
        for request in waiting + (current.map { [$0] } ?? []) {
            guard request.container.map(leftTop) ?? true else { continue }
            finish(request, with: .dismissal(for: request.dialog.kind))
        }
    }

    private func finish(_ request: Request, with result: ScriptDialog.Result, takingDown: Bool = true) {
        guard request.result == nil else { return }
        request.result = result
        waiting.removeAll { $0 === request }
        if takingDown { request.takeDown?() }
        request.takeDown = nil
        request.continuation?.resume(returning: result)
        request.continuation = nil
        guard current === request else { return }
        current = nil
        didClose()
        showNext()
    }

    /// One dialog asked for: its answer is given once, whoever gives it first.
    @MainActor
    private final class Request {
        let dialog: ScriptDialog
        weak var container: WebContainer?
        var continuation: CheckedContinuation<ScriptDialog.Result, Never>?
        var result: ScriptDialog.Result?
        var takeDown: (@MainActor () -> Void)?

        init(dialog: ScriptDialog, container: WebContainer) {
            self.dialog = dialog
            self.container = container
        }
    }
}
