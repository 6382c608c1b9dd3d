import Foundation

/// The bench's H5 app, generated: one page that pulls 24 stylesheets and 25
/// scripts (50 files in all), plus a large media file for range reads.
enum OfflineBenchSite {
    static func files(mediaBytes: Int) -> [String: Data] {
        var files: [String: Data] = [:]
        var head = ""
        for index in 0..<24 {
            files["css/style\(index).css"] = Data((0..<60).map { ".c\(index)-\($0) { margin: \($0)px; color: #\(String(format: "%06x", index * 4099 + $0)); }\n" }.joined().utf8)
            head += "<link rel=stylesheet href=css/style\(index).css>"
        }
        for index in 0..<25 {
            files["js/module\(index).js"] = Data(("window.loaded = (window.loaded || 0) + 1;\n" + (0..<80).map { "function f\(index)_\($0)(x) { return x * \($0) + \(index); }\n" }.joined()).utf8)
            head += "<script src=js/module\(index).js></script>"
        }
        files["index.html"] = Data("<!doctype html><title>bench</title>\(head)<p>50 files</p>".utf8)
        files["media/big.bin"] = noise(mediaBytes, seed: 7)
        return files
    }

    /// Incompressible bytes, the same every run (xorshift).
    static func noise(_ count: Int, seed: UInt64) -> Data {
        var state = seed | 1
        var bytes = [UInt8](repeating: 0, count: count)
        for index in 0..<count {
            if index % 8 == 0 { state ^= state << 13; state ^= state >> 7; state ^= state << 17 }
            bytes[index] = UInt8(truncatingIfNeeded: state >> ((index % 8) * 8))
        }
        return Data(bytes)
    }

    static func write(_ files: [String: Data], to folder: URL) throws {
        for (path, data) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
    }
}
