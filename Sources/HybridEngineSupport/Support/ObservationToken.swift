/// Keeps an observer registered until ``cancel()`` is called or the token is
/// released: the one token type of the core, for a shell following a
/// `ContainerChrome` and for the container following an engine's cookie store.
@MainActor
public final class ObservationToken {
    private var onCancel: (() -> Void)?

    package init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }

    /// Stops the observer; it is called no more. Calling it twice does nothing.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    isolated deinit { cancel() }
}
