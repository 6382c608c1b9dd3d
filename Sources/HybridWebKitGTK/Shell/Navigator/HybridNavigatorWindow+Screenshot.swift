import Foundation
import HybridVocabulary

extension HybridNavigatorWindow {
    /// The window on top (the modal one while it is up) as a person sees it, as PNG bytes.
    public func screenshotPNG() throws -> Data {
        guard !isClosed else { throw EngineError.viewClosed }
        return try (modal ?? main).widgets.screenshotPNG()
    }
}
