import CWebKitGTK

/// Bridges a GIO async operation (`…_finish` in a `GAsyncReadyCallback`) to `await`.
/// The box is retained for exactly one callback, which always comes: GIO calls
/// the ready callback even when the operation is cancelled or fails.
final class AsyncCallback {
    let finish: (UnsafeMutablePointer<GObject>?, OpaquePointer?) -> Void
    init(_ finish: @escaping (UnsafeMutablePointer<GObject>?, OpaquePointer?) -> Void) { self.finish = finish }

    var userData: gpointer { Unmanaged.passRetained(self).toOpaque() }

    static let ready: GAsyncReadyCallback = { source, result, data in
        guard let data else { return }
        let box = Unmanaged<AsyncCallback>.fromOpaque(data).takeRetainedValue()
        box.finish(source, result)
    }
}
