import HybridVocabulary
/// What every shell (the GTK window, the UIKit and AppKit controllers, or an
/// app's own screen) does the same way with the container it shows: redraw when
/// its chrome changes, close when the page, Back or Close asks, and go away
/// exactly once, whoever closed first. A shell says only how to draw and how to
/// leave the screen. One binding shows a container at a time; anyone else
/// follows the chrome with ``ContainerChrome/observe(_:)``.
///
/// ```swift
/// binding = try ShellBinding(container: container,
///                            render: { [weak self] in self?.render() },
///                            close: { [weak self] in self?.close() },
///                            didClose: { [weak self] in self?.leaveScreen() })
/// public func close() { if binding.closeContainer() { leaveScreen() } }
/// ```
@MainActor
package final class ShellBinding {
    /// Whether the shell has gone.
    public private(set) var isClosed = false
    private let container: WebContainer
    private let didClose: @MainActor () -> Void
    private var rendering: ObservationToken?

    /// Follows `container`'s chrome from now on. A closed container is refused.
    /// - Parameters:
    ///   - container: the container the shell shows.
    ///   - render: draws what the chrome says now; called on every change.
    ///   - close: the shell's own close, for the page's `hybrid.chrome.close()`, Back on the first page and Close.
    ///   - didClose: takes the web view out and leaves the screen, when the container closed first.
    public init(container: WebContainer, render: @escaping @MainActor () -> Void, close: @escaping @MainActor () -> Void,
                didClose: @escaping @MainActor () -> Void) throws(EngineError) {
        guard !container.isClosed else { throw .viewClosed }
        self.container = container
        self.didClose = didClose
        let chrome = container.chrome
        rendering = chrome.observe(render)
        chrome.onClose = close
        chrome.onContainerClose = { [weak self] in self?.containerClosed() }
    }

    /// A shell closing itself: closes the container, once. Returns `true` when this
    /// call closed it, and the shell then leaves the screen itself (so it can, from its deinit).
    public func closeContainer() -> Bool {
        guard !isClosed else { return false }
        isClosed = true
        container.close()
        return true
    }

    private func containerClosed() {
        guard !isClosed else { return }
        isClosed = true
        didClose()
    }
}
