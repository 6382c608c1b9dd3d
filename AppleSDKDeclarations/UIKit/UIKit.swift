// Declarations only: the UIKit API HybridWKWebView uses, as Apple documents it.
@_exported import CoreGraphics

@MainActor
open class UIResponder: NSObject {}

@MainActor
open class UIView: UIResponder {
    public init(frame: CGRect) { fatalError("declaration only") }
}

/// Not main-actor isolated, and Sendable in the SDK.
open class UIImage: NSObject, @unchecked Sendable {
    open var cgImage: CGImage? { fatalError("declaration only") }
}

extension UIImage {
    /// UIImagePNGRepresentation, imported as a method.
    public func pngData() -> Data? { fatalError("declaration only") }
}
