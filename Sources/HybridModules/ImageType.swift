import Foundation

/// An image's type read from its first bytes, not its name: a page asking for
/// images gets PNG, JPEG, GIF, WebP, BMP, HEIC or AVIF, never a renamed file or
/// an SVG (which carries script).
enum ImageType {
    static func mimeType(of data: Data) -> String? {
        let head = [UInt8](data.prefix(12))
        func starts(_ bytes: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + bytes.count && Array(head[offset..<offset + bytes.count]) == bytes
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if starts([0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return "image/gif" }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return "image/webp" }
        if starts(Array("BM".utf8)), head.count >= 6 { return "image/bmp" }
        if starts(Array("ftyp".utf8), at: 4) {
            let brand = String(decoding: head.dropFirst(8), as: UTF8.self)
            if ["heic", "heix", "mif1", "msf1"].contains(brand) { return "image/heic" }
            if ["avif", "avis"].contains(brand) { return "image/avif" }
        }
        return nil
    }
}
