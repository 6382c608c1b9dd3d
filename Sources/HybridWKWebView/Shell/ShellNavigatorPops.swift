import HybridCore

/// What a person does in a navigator shell that the navigator must follow:
/// going back (a gesture, Back, SwiftUI's path), a page closing itself, Done or
/// a swiped-away sheet. Each is asked of the navigator one at a time, so a pop
/// is never asked twice; afterwards the shell shows the stacks as the navigator
/// has them, whether it popped or not. UIKit, AppKit and SwiftUI shells share it.
@MainActor
final class ShellNavigatorPops {
    private let navigator: Navigator
    /// Whether a request is on its way to the navigator.
    private(set) var isRunning = false
    /// Called after each request, so the shell shows the stacks as they are now.
    var didFinish: @MainActor () -> Void = {}

    init(navigator: Navigator) { self.navigator = navigator }

    /// The shell's stack lost pages the navigator still has (`change`, from the
    /// navigator's stack to the shell's, now topped by `top`): the navigator pops
    /// back to that page. By the page, not an index: the shell shows no page the
    /// navigator discarded under memory pressure, so its indices are not the navigator's.
    func wentBack(_ change: NavigatorStackChange, to top: WebContainer?) {
        guard case .pop(let count) = change, let top else { return }
        run { navigator in
            if count == 1 { try await navigator.pop() } else { try await navigator.popTo(top) }
        }
    }

    /// A page closed itself (Back on the first page of its history, Close,
    /// `hybrid.chrome.close()`). On top, the navigator pops it; the root, which
    /// the navigator keeps, goes to `rootClosed`. A page the navigator closed has
    /// already left its stacks, and nothing is asked.
    func pageClosed(_ container: WebContainer, rootClosed: () -> Void) {
        guard navigator.topContainer === container else { return }
        if navigator.modalStack.isEmpty, navigator.stack.count == 1 { return rootClosed() }
        run { try await $0.pop() }
    }

    /// Done, or the modal sheet swiped away: the navigator closes its modal stack.
    func dismissModal() { run { try await $0.dismissModal() } }

    private func run(_ request: @escaping @MainActor (Navigator) async throws -> Void) {
        guard !isRunning else { return didFinish() }
        isRunning = true
        Task { [weak self, navigator] in
            try? await request(navigator)
            self?.isRunning = false
            self?.didFinish()
        }
    }
}
