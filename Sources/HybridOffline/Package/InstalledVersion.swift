import Foundation

/// A version folder whose manifest signature verified when it was opened.
public struct InstalledVersion: Sendable {
    /// The folder's name under `versions/`, e.g. `2.0.0-1f3a9c`.
    public let folderName: String
    public let folder: URL
    public let manifest: PackageManifest
    let filesByPath: [String: PackageFileEntry]

    init(folderName: String, folder: URL, manifest: PackageManifest) {
        self.folderName = folderName
        self.folder = folder
        self.manifest = manifest
        filesByPath = manifest.filesByPath
    }

    public var version: String { manifest.version }
    var contentFolder: URL { folder.appendingPathComponent("content", isDirectory: true) }

    /// Where a manifest path lives on disk.
    func fileURL(_ path: String) -> URL { contentFolder.appendingPathComponent(path) }
}
