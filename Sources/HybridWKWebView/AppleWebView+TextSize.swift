#if canImport(UIKit)
import UIKit
#endif
import Foundation
import WebKit
import HybridVocabulary

/// ``ViewSettings/textScale`` on WKWebView, which has no public text size: the
/// page is zoomed (`pageZoom`, as Safari's text size control zooms), following
/// Dynamic Type's body size as the user changes it (iOS; macOS has none).
extension AppleWebView {
    /// Dynamic Type's body size against its default of 17 points; 1 on macOS.
    static var systemTextScale: Double {
        #if canImport(UIKit)
        Double(UIFont.preferredFont(forTextStyle: .body).pointSize) / 17
        #else
        1
        #endif
    }

    func applyTextSize(_ settings: ViewSettings) {
        textSettings = settings
        webView.pageZoom = CGFloat(settings.textFactor(system: Self.systemTextScale))
        #if canImport(UIKit)
        if settings.textScale == nil, textSizeObserver == nil {
            textSizeObserver = NotificationCenter.default.addObserver(
                forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
            ) { [weak self] _ in
                MainActor.assumeIsolated {
                    guard let self, !self.isClosed else { return }
                    self.applyTextSize(self.textSettings)
                }
            }
        } else if settings.textScale != nil {
            stopFollowingSystemTextSize()
        }
        #endif
    }

    /// Called by ``close()`` too: the notification centre outlives the view.
    func stopFollowingSystemTextSize() {
        guard let observer = textSizeObserver else { return }
        NotificationCenter.default.removeObserver(observer)
        textSizeObserver = nil
    }
}
