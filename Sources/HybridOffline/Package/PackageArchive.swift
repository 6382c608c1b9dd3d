import Foundation
import ZIPFoundation

/// A package zip opened for installing. Opening checks, before any file is
/// unpacked, that the signature verifies over the manifest's exact bytes, the
/// manifest is valid, and the zip holds exactly the files it lists.
struct PackageArchive {
    let archive: Archive
    let manifest: PackageManifest
    let manifestData: Data
    let signatureText: Data
    /// Zip entries by package path (without the `content/` prefix).
    let entries: [String: Entry]

    /// A folder or a missing path is said as such at once (ZIPFoundation would spin on a folder).
    static func checkIsAFile(_ url: URL) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw OfflinePackageError.unreadableArchive("there is no file at \(url.path)")
        }
        guard !isFolder.boolValue else {
            throw OfflinePackageError.unreadableArchive("\(url.path) is a folder, not a package: make one with hybrid package create \(url.path)")
        }
    }

    init(url: URL, trust: ManifestTrust) throws {
        try Self.checkIsAFile(url)
        do { archive = try Archive(url: url, accessMode: .read) } catch {
            throw OfflinePackageError.unreadableArchive("\(url.path) is not a zip file, or it is damaged")
        }
        guard let manifestEntry = archive[PackageLayout.manifest], let signatureEntry = archive[PackageLayout.signature] else {
            throw OfflinePackageError.missingManifest
        }
        manifestData = try Self.read(manifestEntry, from: archive, limit: 16 << 20)
        signatureText = try Self.read(signatureEntry, from: archive, limit: 4 << 20)
        try trust.verify(manifestData: manifestData, evidence: signatureText)
        do { manifest = try JSONDecoder().decode(PackageManifest.self, from: manifestData) } catch {
            throw OfflinePackageError.invalidManifest("manifest.json is not a package manifest (\(ManifestDecoding.reason(error)))")
        }
        try manifest.validate()
        entries = try Self.contentEntries(of: archive, listed: Set(manifest.files.map(\.path)))
    }

    /// Reads a small entry whole; more than `limit` bytes means it is not what it claims.
    static func read(_ entry: Entry, from archive: Archive, limit: Int) throws -> Data {
        var data = Data()
        do {
            _ = try archive.extract(entry, skipCRC32: false) { chunk in
                data.append(chunk)
                if data.count > limit { throw OfflinePackageError.unreadableArchive("\(entry.path) is too large") }
            }
        } catch let error as OfflinePackageError { throw error } catch {
            throw OfflinePackageError.unreadableArchive("\(entry.path) cannot be read from the zip: it is damaged")
        }
        return data
    }

    private static func contentEntries(of archive: Archive, listed: Set<String>) throws -> [String: Entry] {
        var entries: [String: Entry] = [:]
        for entry in archive where entry.path != PackageLayout.manifest && entry.path != PackageLayout.signature {
            guard entry.path.hasPrefix(PackageLayout.contentPrefix) else {
                throw OfflinePackageError.fileSetMismatch("\(entry.path) is outside content/")
            }
            if entry.type == .directory { continue }
            let path = String(entry.path.dropFirst(PackageLayout.contentPrefix.count))
            guard entry.type == .file else { throw OfflinePackageError.unsafePath(path) }
            guard listed.contains(path) else { throw OfflinePackageError.fileSetMismatch("\(path) is not in the manifest") }
            entries[path] = entry
        }
        if let missing = listed.first(where: { entries[$0] == nil }) {
            throw OfflinePackageError.fileSetMismatch("\(missing) is in the manifest but not in the zip")
        }
        return entries
    }
}
