import HybridDiskSupport
import Foundation

/// Writes a version folder into `staging/` from files found by SHA-256 (downloaded
/// ones and those of installed versions), hashing each as it is copied: a file
/// whose bytes do not match the signed manifest stops the install, so a version
/// folder never holds files of two versions.
struct VersionAssembler {
    let manifest: PackageManifest
    let manifestData: Data
    let signature: Data
    /// Where the bytes of a file with this SHA-256 are on disk.
    let source: (String) -> URL?

    func assemble(into folder: URL) throws {
        let content = folder.appendingPathComponent("content", isDirectory: true)
        var folders: Set<URL> = [folder, content]
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        for file in manifest.files {
            guard let from = source(file.sha256) else { throw OfflinePackageError.fileSetMismatch("\(file.path) was not downloaded") }
            let url = content.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            folders.insert(url.deletingLastPathComponent())
            try copy(file, from: from, to: url)
        }
        try DurableFile.write(manifestData, to: folder.appendingPathComponent(PackageLayout.manifest))
        try DurableFile.write(signature, to: folder.appendingPathComponent(PackageLayout.signature))
        for each in folders.sorted(by: { $0.path.count > $1.path.count }) { try DurableFile.sync(each) }
    }

    private func copy(_ file: PackageFileEntry, from source: URL, to url: URL) throws {
        guard let input = try? FileHandle(forReadingFrom: source) else { throw OfflinePackageError.fileSetMismatch("\(file.path) cannot be read") }
        defer { try? input.close() }
        guard FileManager.default.createFile(atPath: url.path, contents: nil), let output = try? FileHandle(forWritingTo: url) else {
            throw OfflinePackageError.io("cannot create \(file.path)")
        }
        defer { try? output.close() }
        var hasher = StreamingSHA256()
        var size = 0
        while let chunk = try input.read(upToCount: 1 << 20), !chunk.isEmpty {
            size += chunk.count
            guard size <= file.size else { throw OfflinePackageError.hashMismatch(path: file.path) }
            hasher.update(chunk)
            try output.write(contentsOf: chunk)
        }
        guard size == file.size, hasher.hex() == file.sha256 else { throw OfflinePackageError.hashMismatch(path: file.path) }
        do { try output.synchronize() } catch { throw OfflinePackageError.io("cannot write \(file.path): \(SystemErrorText.sentence(error))") }
    }
}
