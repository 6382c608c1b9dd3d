import Foundation
#if canImport(UIKit)
import UIKit
/// The image type WebKit's snapshots come as on this platform.
typealias PlatformImage = UIImage
#elseif canImport(AppKit)
import AppKit
typealias PlatformImage = NSImage
#endif

/// PNG bytes and bitmaps from a snapshot image, on either Apple platform.
@MainActor
enum AppleSnapshotImage {
    static func png(_ image: PlatformImage) -> Data? {
        #if canImport(UIKit)
        image.pngData()
        #else
        cgImage(image).flatMap { NSBitmapImageRep(cgImage: $0).representation(using: .png, properties: [:]) }
        #endif
    }

    static func cgImage(_ image: PlatformImage) -> CGImage? {
        #if canImport(UIKit)
        image.cgImage
        #else
        image.cgImage(forProposedRect: nil, context: nil, hints: nil)
        #endif
    }
}
