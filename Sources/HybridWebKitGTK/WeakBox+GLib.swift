import CWebKitGTK
import HybridVocabulary

/// What a GObject signal or async callback holds instead of the Swift object: the
/// package's one weak box, so a signal never keeps a view alive. GLib releases the
/// box through the destroy notify when the handler is disconnected.
extension WeakBox {
    /// Retained user data for `g_signal_connect_data`, released by `releaseWeakBoxNotify`.
    func retainedPointer() -> gpointer { Unmanaged.passRetained(self).toOpaque() }

    static func target(from data: gpointer?) -> Target? {
        guard let data else { return nil }
        return Unmanaged<WeakBox<Target>>.fromOpaque(data).takeUnretainedValue().target
    }
}

/// Releases a box created by `retainedPointer()`; GLib calls it when the handler goes.
let releaseWeakBoxNotify: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// Connects a C callback to a signal. `handler` must be a `@convention(c)` function.
@discardableResult
func connectSignal<Handler>(_ instance: gpointer, _ signal: String, _ handler: Handler, data: gpointer) -> gulong {
    let callback = unsafeBitCast(handler, to: GCallback.self)
    return g_signal_connect_data(instance, signal, callback, data, releaseWeakBoxNotify, GConnectFlags(rawValue: 0))
}
