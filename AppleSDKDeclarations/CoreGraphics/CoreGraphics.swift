// Declarations only: the CoreGraphics API HybridWKWebView uses, as Apple documents it.
// Linux's Foundation already has CGFloat, CGPoint, CGSize and CGRect.
@_exported import Foundation

public final class CGImage {
    public var width: Int { fatalError("declaration only") }
    public var height: Int { fatalError("declaration only") }
}

public final class CGColorSpace {}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { fatalError("declaration only") }

/// kCGImageAlpha* from CGImage.h, imported as an enum over UInt32.
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

/// Only what the current CGBitmapContextCreate initializer's signature needs.
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}

public final class CGContext {
    /// CGBitmapContextCreate as the 27 SDKs import it.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                 space: CGColorSpace?, bitmapInfo: CGBitmapInfo) { fatalError("declaration only") }

    /// The form every earlier SDK has, and the one the adapter calls so it builds with
    /// those too. Apple marks it deprecated in the 27 SDKs (documentation snapshots say
    /// 27.0 or 27.2); with the package's iOS 16 / macOS 13 minimums Swift does not warn.
    @available(iOS, introduced: 2.0, deprecated: 27.0,
               message: "update space parameter to CGColorSpace?, bitmapInfo parameter to CGBitmapInfo")
    @available(macOS, introduced: 10.0, deprecated: 27.0,
               message: "update space parameter to CGColorSpace?, bitmapInfo parameter to CGBitmapInfo")
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: UInt32) { fatalError("declaration only") }

    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) { fatalError("declaration only") }
}
