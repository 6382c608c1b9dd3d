import WebKit

extension AppleWebView {
    /// Safari's Web Inspector may attach (`isInspectable`, iOS 16.4 and macOS 13.3 on; before, debug builds always allow it).
    public func setInspectable(_ inspectable: Bool) {
        guard !isClosed else { return }
        if #available(iOS 16.4, macOS 13.3, *) { webView.isInspectable = inspectable }
    }
}
