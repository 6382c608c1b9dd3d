import CoreGraphics
import HybridCore
import HybridVocabulary

/// Reads the colours at the centres of a grid of cells from a bitmap, as
/// `0xRRGGBB`, by drawing it once into a known RGBA layout.
enum SnapshotSampler {
    static func sample(_ image: CGImage, columns: Int, rows: Int) throws -> [UInt32] {
        let width = image.width, height = image.height
        guard width > 0, height > 0 else { throw EngineError.operationFailed("the snapshot is empty") }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let drawn = pixels.withUnsafeMutableBytes { buffer -> Bool in
            guard let context = CGContext(
                data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue)
            else { return false }
            context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
            return true
        }
        guard drawn else { throw EngineError.operationFailed("the snapshot could not be read") }
        var samples: [UInt32] = []
        samples.reserveCapacity(columns * rows)
        for row in 0..<rows {
            let y = min(height - 1, (2 * row + 1) * height / (2 * rows))
            for column in 0..<columns {
                let x = min(width - 1, (2 * column + 1) * width / (2 * columns))
                let offset = (y * width + x) * 4
                samples.append(UInt32(pixels[offset]) << 16 | UInt32(pixels[offset + 1]) << 8 | UInt32(pixels[offset + 2]))
            }
        }
        return samples
    }
}
