// Declarations only: the AppKit API HybridWKWebView uses on macOS, as Apple documents it
// (NSView, NSImage.cgImage(forProposedRect:context:hints:), NSBitmapImageRep(cgImage:),
// representation(using:properties:); checked 2026-11-22).
@_exported import CoreGraphics

@MainActor
open class NSResponder: NSObject {}

@MainActor
open class NSView: NSResponder {
    public init(frame frameRect: NSRect) { fatalError("declaration only") }
}

@MainActor
open class NSGraphicsContext: NSObject {}

open class NSImageRep: NSObject {
    public struct HintKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// Sendable since macOS 14 in the SDK; not main-actor isolated.
open class NSImage: NSObject, @unchecked Sendable {
    open func cgImage(forProposedRect proposedDestRect: UnsafeMutablePointer<NSRect>?, context referenceContext: NSGraphicsContext?,
                      hints: [NSImageRep.HintKey: Any]?) -> CGImage? { fatalError("declaration only") }
}

open class NSBitmapImageRep: NSImageRep {
    public enum FileType: UInt, @unchecked Sendable {
        case tiff = 0
        case bmp = 1
        case gif = 2
        case jpeg = 3
        case png = 4
        case jpeg2000 = 5
    }

    public struct PropertyKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public init(cgImage: CGImage) { fatalError("declaration only") }

    open func representation(using storageType: FileType, properties: [PropertyKey: Any]) -> Data? {
        fatalError("declaration only")
    }
}
