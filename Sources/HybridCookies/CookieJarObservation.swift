/// Keeps a ``CookieJar`` observer registered until ``cancel()`` is called or it is released.
package final class CookieJarObservation: @unchecked Sendable {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }

    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    deinit { onCancel?() }
}
