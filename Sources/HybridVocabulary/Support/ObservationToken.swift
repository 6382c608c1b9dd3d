/// Keeps an observer registered until ``cancel()`` is called or the token is
/// released: the one token type of the package (a shell following a
/// `ContainerChrome`, the container following an engine's cookie store), made
/// by an `ObserverRegistry`.
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
