#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif
import HybridCore
import WebKit
import HybridVocabulary

/// ``ViewSettings`` on WKWebView, in one place. Set on the view, not its
/// `configuration` (a copy). The text size is a page zoom that follows Dynamic
/// Type (`AppleWebView+TextSize.swift`); macOS has no scroll view to set.
/// The keyboard's resize is the core's (`.body`) or the shell's layout (`.native`),
/// and iOS has no public way to hide the keyboard's accessory bar, so
/// ``ViewSettings/showsKeyboardAccessoryBar`` changes nothing here.
extension AppleWebView {
    public func apply(_ settings: ViewSettings) {
        guard !isClosed else { return }
        webView.allowsBackForwardNavigationGestures = settings.allowsBackForwardGestures
        webView.allowsLinkPreview = settings.allowsLinkPreview
        applyTextSize(settings)
        applyPullToRefresh(settings.pullToRefresh)
        #if canImport(UIKit)
        let scrollView = webView.scrollView
        scrollView.isScrollEnabled = settings.isScrollEnabled
        scrollView.bounces = settings.bounces
        let insets = settings.contentInsets
        scrollView.contentInset = UIEdgeInsets(top: CGFloat(insets.top), left: CGFloat(insets.left),
                                               bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
        if let color = settings.backgroundColor {
            let platform = UIColor(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.alpha))
            webView.isOpaque = false
            webView.backgroundColor = platform
            scrollView.backgroundColor = platform
            if #available(iOS 15.0, *) { webView.underPageBackgroundColor = platform }
        }
        #else
        if let color = settings.backgroundColor, #available(macOS 12.0, *) {
            webView.underPageBackgroundColor = NSColor(srgbRed: CGFloat(color.red), green: CGFloat(color.green),
                                                      blue: CGFloat(color.blue), alpha: CGFloat(color.alpha))
        }
        #endif
    }
}
