// Declarations only: the UIKit API HybridWKWebView uses, as Apple documents it.
@_exported import CoreGraphics

@MainActor
open class UIView: NSObject {
    public init(frame: CGRect) { fatalError("declaration only") }
}

open class UIImage: NSObject, @unchecked Sendable {
    open var cgImage: CGImage? { fatalError("declaration only") }
}

extension UIImage {
    public func pngData() -> Data? { fatalError("declaration only") }
}
