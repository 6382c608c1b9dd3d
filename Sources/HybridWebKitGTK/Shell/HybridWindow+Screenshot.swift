import Foundation
import HybridEngineSupport

extension HybridWindow {
    /// The window as a person sees it, as PNG bytes; throws before ``show()`` or after it closed.
    public func screenshotPNG() throws -> Data {
        guard !isClosed else { throw EngineError.viewClosed }
        return try widgets.screenshotPNG()
    }
}
