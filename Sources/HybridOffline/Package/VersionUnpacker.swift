import HybridDiskSupport
import Foundation
import ZIPFoundation

/// Writes a verified archive's files into a staging folder, hashing each as it
/// is written: a file whose bytes do not match the manifest stops the install,
/// and output past the manifest's size (a zip bomb) stops it at once.
struct VersionUnpacker {
    let archive: PackageArchive
    let folder: URL
    let halfway: () -> Void

    func unpack() throws {
        let content = folder.appendingPathComponent("content", isDirectory: true)
        var folders: Set<URL> = [folder, content]
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        for (index, file) in archive.manifest.files.enumerated() {
            if index == archive.manifest.files.count / 2 { halfway() }
            let url = content.appendingPathComponent(file.path)
            let parent = url.deletingLastPathComponent()
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            folders.insert(parent)
            try write(file, to: url)
        }
        try DurableFile.write(archive.manifestData, to: folder.appendingPathComponent(PackageLayout.manifest))
        try DurableFile.write(archive.signatureText, to: folder.appendingPathComponent(PackageLayout.signature))
        for each in folders.sorted(by: { $0.path.count > $1.path.count }) { try DurableFile.sync(each) }
    }

    private func write(_ file: PackageFileEntry, to url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil), let handle = try? FileHandle(forWritingTo: url)
        else { throw OfflinePackageError.io("cannot create \(file.path)") }
        defer { try? handle.close() }
        try archive.extractVerified(file) { try handle.write(contentsOf: $0) }
        do { try handle.synchronize() } catch { throw OfflinePackageError.io("cannot write \(file.path): \(SystemErrorText.sentence(error))") }
    }
}
