import Crypto
import Foundation

/// SHA-256 as lower-case hex, the form manifests use.
public enum PackageDigest {
    public static func sha256Hex(_ data: Data) -> String {
        hex(SHA256.hash(data: data))
    }

    /// Hashes a file from its start in 1 MiB reads, so memory stays flat; returns the hash and size.
    public static func sha256Hex(of handle: FileHandle) throws -> (hash: String, size: Int) {
        try handle.seek(toOffset: 0)
        var hasher = SHA256()
        var size = 0
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            hasher.update(data: chunk)
            size += chunk.count
        }
        return (hex(hasher.finalize()), size)
    }

    static func hex(_ digest: SHA256.Digest) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(64)
        for byte in digest { text.append(digits[Int(byte >> 4)]); text.append(digits[Int(byte & 15)]) }
        return String(decoding: text, as: UTF8.self)
    }
}

/// SHA-256 fed chunk by chunk, for bytes that pass through once (unpacking).
struct StreamingSHA256 {
    private var hasher = SHA256()
    mutating func update(_ data: Data) { hasher.update(data: data) }
    func hex() -> String { PackageDigest.hex(hasher.finalize()) }
}
