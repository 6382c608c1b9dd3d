#if canImport(UIKit)
import Foundation
import HybridCore
import UIKit
import WebKit

/// The keyboard's `.native` resize, which on iOS is the controller's layout: the
/// engine view reports the keyboard to the container, whose chrome says how tall
/// it is; the controller lays the page out that much shorter.
extension HybridViewController {
    /// How much of the view's bottom the page gives up: the keyboard's height when it resizes the view.
    var keyboardOverlap: CGFloat {
        container.configuration.viewSettings.keyboardResize == .native ? CGFloat(container.chrome.keyboardHeight) : 0
    }

    /// Lays the page out again when the keyboard's room changed since the last layout.
    func renderKeyboard() {
        guard keyboardOverlap != laidOutKeyboardOverlap else { return }
        viewIfLoaded?.setNeedsLayout()
    }
}
#endif
