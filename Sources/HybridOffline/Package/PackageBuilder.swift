import Foundation
import ZIPFoundation

/// Makes a signed package from a folder: hashes every file, writes the
/// manifest, signs its bytes and zips it all (`hybrid package create`).
public enum PackageBuilder {
    /// Packs every regular file under `folder`; returns the manifest written. `app` and
    /// `capabilities` go into the signed manifest (``PackageManifest/app``, ``PackageManifest/capabilities``).
    @discardableResult
    public static func build(
        folder: URL, version: String, entry: String = "index.html", app: String? = nil, capabilities: [String]? = nil,
        key: PackageSigningKey, output: URL
    ) throws -> PackageManifest {
        let signed = try signedManifest(folder: folder, version: version, entry: entry, app: app, capabilities: capabilities, keys: [key])
        let (paths, manifest, manifestData) = (signed.paths, signed.manifest, signed.manifestData)
        try? FileManager.default.removeItem(at: output)
        let archive = try Archive(url: output, accessMode: .create)
        try add(manifestData, as: PackageLayout.manifest, to: archive)
        try add(signed.signature, as: PackageLayout.signature, to: archive)
        for path in paths {
            try archive.addEntry(with: PackageLayout.contentPrefix + path, fileURL: folder.appendingPathComponent(path),
                                 compressionMethod: .deflate)
        }
        return manifest
    }

    /// Hashes every regular file under `folder` and signs the manifest's bytes.
    static func signedManifest(
        folder: URL, version: String, entry: String, app: String? = nil, capabilities: [String]? = nil, keys: [PackageSigningKey]
    ) throws -> (paths: [String], manifest: PackageManifest, manifestData: Data, signature: Data) {
        let made = try manifest(folder: folder, version: version, entry: entry, app: app, capabilities: capabilities)
        return (made.paths, made.manifest, made.manifestData, try PackageSignature.make(for: made.manifestData, with: keys))
    }

    /// Hashes every regular file under `folder` into a manifest; the zip and the update feed
    /// (``FeedPublisher``) both publish exactly these bytes.
    static func manifest(folder: URL, version: String, entry: String, app: String? = nil, capabilities: [String]? = nil)
        throws -> (paths: [String], manifest: PackageManifest, manifestData: Data) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
            throw OfflinePackageError.io("there is no folder at \(folder.path)")
        }
        guard isFolder.boolValue else { throw OfflinePackageError.io("\(folder.path) is a file; a package is made from a folder") }
        let paths = try regularFiles(under: folder)
        var files: [PackageFileEntry] = []
        for path in paths {
            let handle = try FileHandle(forReadingFrom: folder.appendingPathComponent(path))
            defer { try? handle.close() }
            let (hash, size) = try PackageDigest.sha256Hex(of: handle)
            files.append(PackageFileEntry(path: path, size: size, sha256: hash))
        }
        let manifest = PackageManifest(version: version, entry: entry, files: files, app: app, capabilities: capabilities)
        try manifest.validate()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let manifestData = try encoder.encode(manifest)
        return (paths, manifest, manifestData)
    }

    /// Zips `manifestData`, its `evidence` (signature or proof) and each package path's file.
    static func zip(manifestData: Data, evidence: Data, files: [(path: String, url: URL)], output: URL) throws {
        try? FileManager.default.removeItem(at: output)
        let archive = try Archive(url: output, accessMode: .create)
        try add(manifestData, as: PackageLayout.manifest, to: archive)
        try add(evidence, as: PackageLayout.signature, to: archive)
        for file in files {
            try archive.addEntry(with: PackageLayout.contentPrefix + file.path, fileURL: file.url, compressionMethod: .deflate)
        }
    }

    private static func add(_ data: Data, as path: String, to archive: Archive) throws {
        try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count)) { position, size in
            data.subdata(in: Int(position)..<Int(position) + size)
        }
    }

    /// Relative paths of the regular files under `folder`, sorted; links are refused.
    static func regularFiles(under folder: URL) throws -> [String] {
        let base = folder.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: base) else { throw OfflinePackageError.io("cannot read \(base)") }
        var paths: [String] = []
        while let path = walker.nextObject() as? String {
            let type = walker.fileAttributes?[.type] as? FileAttributeType
            if type == .typeSymbolicLink { throw OfflinePackageError.unsafePath(path) }
            if type == .typeRegular { paths.append(path) }
        }
        return paths.sorted()
    }
}
