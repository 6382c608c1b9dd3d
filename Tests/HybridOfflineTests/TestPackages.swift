import Foundation
@testable import HybridOffline
import ZIPFoundation

/// Packages, stores and broken zips made by the tests themselves, in temporary folders.
enum TestPackages {
    static let key = PackageSigningKey.generate()

    static func temporaryFolder(_ label: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hk-\(label)-\(UUID().uuidString)", isDirectory: true)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func site(_ version: String) -> [String: Data] {
        [
            "index.html": Data("<title>v\(version)</title><link rel=stylesheet href=css/app.css>".utf8),
            "css/app.css": Data("body { color: red } /* \(version) */".utf8),
            "data/blob.bin": Data((0..<5000).map { UInt8(truncatingIfNeeded: $0 * 13) }),
        ]
    }

    /// A signed package of `files`.
    static func build(_ version: String, files: [String: Data]? = nil, key: PackageSigningKey = key) throws -> URL {
        let folder = temporaryFolder("site")
        for (path, data) in files ?? site(version) {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        let output = temporaryFolder("zip").appendingPathComponent("\(version).zip")
        try PackageBuilder.build(folder: folder, version: version, key: key, output: output)
        return output
    }

    /// A zip written entry by entry, for packages the builder would never make.
    static func rawZip(_ entries: [(String, Data)]) throws -> URL {
        let output = temporaryFolder("raw").appendingPathComponent("raw.zip")
        let archive = try Archive(url: output, accessMode: .create)
        for (path, data) in entries {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count)) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return output
    }

    /// A correctly signed manifest for `files` as listed (sizes and hashes as given).
    static func signed(_ manifest: PackageManifest) throws -> [(String, Data)] {
        let data = try JSONEncoder().encode(manifest)
        return [("manifest.json", data), ("manifest.sig", try PackageSignature.make(for: data, with: key))]
    }

    static func store() throws -> PackageStore {
        try PackageStore(root: temporaryFolder("store"), publicKey: key.publicKey)
    }
}
