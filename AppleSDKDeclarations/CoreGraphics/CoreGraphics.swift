// Declarations only: the CoreGraphics API HybridWKWebView uses, as Apple documents it.
// Linux's Foundation already has CGFloat, CGPoint, CGSize and CGRect.
@_exported import Foundation

public final class CGImage {
    public var width: Int { fatalError("declaration only") }
    public var height: Int { fatalError("declaration only") }
}

public final class CGColorSpace {}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { fatalError("declaration only") }

public enum CGImageAlphaInfo: UInt32, @unchecked Sendable {
    case none = 0
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7
}

public final class CGContext {
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: UInt32) { fatalError("declaration only") }

    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) { fatalError("declaration only") }
}
