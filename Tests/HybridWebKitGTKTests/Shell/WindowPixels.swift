import CWebKitGTK
import Foundation

/// A window screenshot's pixels, to check what a person would see in one part of it.
struct WindowPixels {
    let width: Int, height: Int
    private let bytes: [UInt8]
    private let stride: Int

    init(png: Data) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("pixels-\(UUID().uuidString).png")
        try png.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let surface = cairo_image_surface_create_from_png(file.path)
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        stride = Int(cairo_image_surface_get_stride(surface))
        bytes = Array(UnsafeBufferPointer(start: data, count: stride * height))
    }

    /// How many pixels in the rectangle are dark (text, a toast's background): none on a blank page.
    func darkPixels(x: Int, y: Int, width: Int, height: Int) -> Int {
        var count = 0
        for row in max(0, y)..<min(self.height, y + height) {
            for column in max(0, x)..<min(self.width, x + width) {
                let offset = row * stride + column * 4  // ARGB32, little-endian: B, G, R, A
                if Int(bytes[offset]) + Int(bytes[offset + 1]) + Int(bytes[offset + 2]) < 300 { count += 1 }
            }
        }
        return count
    }
}
