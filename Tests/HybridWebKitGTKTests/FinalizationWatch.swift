import CWebKitGTK
@testable import HybridWebKitGTK

/// Tells when a view's WebKit GObject is finalized, so a test can prove the
/// view is really gone. Kept apart from the view, which may be deinitializing when it fires.
@MainActor
final class FinalizationWatch {
    private(set) var finalized = false

    /// Starts watching `view`'s web view.
    static func watch(_ view: GTKWebView) -> FinalizationWatch { watch(object: hk_object(view.webView)) }

    /// Starts watching any GObject.
    static func watch(object: UnsafeMutablePointer<GObject>) -> FinalizationWatch {
        let watch = FinalizationWatch()
        let data = Unmanaged.passRetained(watch).toOpaque()
        g_object_weak_ref(object, { data, _ in
            guard let data else { return }
            let box = Unmanaged<FinalizationWatch>.fromOpaque(data).takeRetainedValue()
            MainActor.assumeIsolated { box.finalized = true }
        }, data)
        return watch
    }
}
