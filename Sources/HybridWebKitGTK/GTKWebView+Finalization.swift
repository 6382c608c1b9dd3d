import CWebKitGTK

extension GTKWebView {
    /// Notes when WebKit finalizes the GObject, so a test can prove the view is really gone.
    func watchFinalization() {
        let data = Unmanaged.passRetained(finalization).toOpaque()
        g_object_weak_ref(hk_object(webView), { data, _ in
            guard let data else { return }
            let box = Unmanaged<FinalizationWatch>.fromOpaque(data).takeRetainedValue()
            MainActor.assumeIsolated { box.fire() }
        }, data)
    }
}

/// Holds the finalization callback apart from the view, which may be deinitializing when it fires.
@MainActor
final class FinalizationWatch {
    var callback: (() -> Void)?
    private(set) var finalized = false

    func fire() {
        finalized = true
        callback?()
    }
}
