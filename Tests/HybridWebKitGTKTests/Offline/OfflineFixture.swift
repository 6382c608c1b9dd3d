import Foundation
import HybridCore
import HybridOffline

/// Signed packages and stores for real-engine offline tests, made in temporary folders.
enum OfflineFixture {
    static let key = PackageSigningKey.generate()

    /// A page whose script confirms its boot as soon as the bridge is up (when `confirms`).
    static func page(_ version: String, confirms: Bool = true) -> String {
        let script = confirms ? "<script>hybrid.ready.then(() => hybrid.call('offline.booted', { url: location.href }));</script>" : ""
        return "<title>v\(version)</title><link rel=stylesheet href=css/app.css><p id=p>\(version)</p>\(script)"
    }

    static func site(_ version: String, confirms: Bool = true) -> [String: Data] {
        ["index.html": Data(page(version, confirms: confirms).utf8),
         "css/app.css": Data("#p { color: rgb(\(version.count), 2, 3); } /* \(version) */".utf8)]
    }

    static func package(_ version: String, files: [String: Data], key: PackageSigningKey = key) throws -> URL {
        let folder = try SchemeFixture.folder(files)
        let output = folder.deletingLastPathComponent().appendingPathComponent("pkg-\(UUID().uuidString).zip")
        try PackageBuilder.build(folder: folder, version: version, key: key, output: output)
        return output
    }

    static func store() throws -> PackageStore {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hk-store-\(UUID().uuidString)")
        return try PackageStore(root: root, publicKey: key.publicKey)
    }
}
