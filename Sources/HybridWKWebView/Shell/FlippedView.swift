#if !canImport(UIKit) && canImport(AppKit)
import AppKit

/// A view whose origin is its top-left corner, as UIKit's are; the AppKit
/// ``HybridViewController`` lays out its page, progress and message from the top.
final class FlippedView: NSView {
    override var isFlipped: Bool { true }
}
#endif
