import HybridVocabulary

/// The one sheet a shell's page may have open (an action sheet, a share sheet),
/// answered exactly once, and only by its own buttons.
///
/// A sheet asked for while one is open, or while the platform already presents
/// something (an alert, the modal stack, another sheet), answers `nil` at once:
/// UIKit presents nothing then, and a wait for its buttons would never end. Each
/// sheet's buttons answer through a reply tagged with that sheet, so a button of
/// a sheet that was replaced or taken down answers nothing.
@MainActor
package final class ShellSheetSlot<Answer: Sendable> {
    private var open: Int?
    private var opened = 0
    private let answer = SettleOnce<Answer?>()

    package init() {}

    /// Whether a sheet is open.
    package var isOpen: Bool { open != nil }

    /// Shows a sheet with `present`, which gets the sheet's own reply to give its
    /// buttons, and returns the answer; `nil` at once when `isBlocked` or a sheet is open.
    package func ask(isBlocked: Bool, _ present: (_ reply: @escaping @MainActor (Answer?) -> Void) -> Void) async -> Answer? {
        guard !isBlocked, open == nil else { return nil }
        opened += 1
        let tag = opened
        open = tag
        defer { if open == tag { open = nil } }
        return await answer.wait(replacing: nil) {
            present { [weak self] value in self?.reply(value, tag: tag) }
        }
    }

    /// Takes the open sheet's question back: it answers `nil` (its page left, the shell closed).
    package func cancel() {
        guard let open else { return }
        reply(nil, tag: open)
    }

    private func reply(_ value: Answer?, tag: Int) {
        guard open == tag else { return }
        open = nil
        answer.resume(value)
    }
}
