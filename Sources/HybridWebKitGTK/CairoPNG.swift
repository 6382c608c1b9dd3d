import CWebKitGTK
import Foundation
import HybridVocabulary

/// PNG encoding and decoding through cairo, which WebKitGTK already links.
enum CairoPNG {
    private final class Buffer { var data = Data(); var offset = 0 }

    static func encode(_ surface: OpaquePointer) throws -> Data {
        let buffer = Buffer()
        let status = cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Buffer>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(buffer).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { throw EngineError.operationFailed("PNG encoding failed (\(status.rawValue))") }
        return buffer.data
    }

    /// The colours (0xRRGGBB) at the centres of a `columns` × `rows` grid over an image surface.
    static func sample(_ surface: OpaquePointer, columns: Int, rows: Int) throws -> [UInt32] {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let base = cairo_image_surface_get_data(surface) else {
            throw EngineError.operationFailed("the snapshot has no readable pixels")
        }
        var samples: [UInt32] = []
        samples.reserveCapacity(columns * rows)
        for row in 0..<rows {
            let y = (2 * row + 1) * height / (2 * rows)
            let line = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<columns { samples.append(line[(2 * column + 1) * width / (2 * columns)] & 0x00FF_FFFF) }
        }
        return samples
    }

    /// Decodes PNG data into 32-bit ARGB pixels (cairo's layout), for checking what a snapshot shows.
    static func decode(_ png: Data) throws -> PixelImage {
        let buffer = Buffer()
        buffer.data = png
        let surface = cairo_image_surface_create_from_png_stream({ closure, out, length in
            guard let closure, let out else { return CAIRO_STATUS_READ_ERROR }
            let buffer = Unmanaged<Buffer>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            guard buffer.offset + count <= buffer.data.count else { return CAIRO_STATUS_READ_ERROR }
            buffer.data.copyBytes(to: out, from: buffer.offset..<(buffer.offset + count))
            buffer.offset += count
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(buffer).toOpaque())
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { throw EngineError.operationFailed("not a PNG") }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let base = cairo_image_surface_get_data(surface) else { throw EngineError.operationFailed("PNG has no pixels") }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { pixels[y * width + x] = row[x] }
        }
        return PixelImage(width: width, height: height, argb: pixels)
    }
}

/// Decoded pixels of a snapshot, 0xAARRGGBB each.
package struct PixelImage: Sendable {
    public let width: Int
    public let height: Int
    public let argb: [UInt32]

    public func pixel(x: Int, y: Int) -> UInt32 { argb[y * width + x] & 0x00FF_FFFF }

    /// How many different colours the image has; 1 means blank.
    public var distinctColorCount: Int { Set(argb.map { $0 & 0x00FF_FFFF }).count }

    /// Decodes PNG data, e.g. from ``GTKWebView/snapshotPNG()``.
    public init(png: Data) throws { self = try CairoPNG.decode(png) }

    init(width: Int, height: Int, argb: [UInt32]) {
        self.width = width
        self.height = height
        self.argb = argb
    }
}
