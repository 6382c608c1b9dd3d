/// What a package holds: its version, its entry page and every file with size
/// and SHA-256. The manifest's exact bytes are what the Ed25519 signature covers,
/// so nothing is re-serialized before it is verified.
public struct PackageManifest: Codable, Equatable, Sendable {
    public static let currentFormat = 1

    public var format: Int
    /// A comparable version such as `2.1.0` or `2.1.0-beta.2` (``PackageVersion``);
    /// installs refuse one lower than the store has accepted. It also names a folder.
    public var version: String
    /// The page a container opens, e.g. `index.html`.
    public var entry: String
    public var files: [PackageFileEntry]

    public init(version: String, entry: String, files: [PackageFileEntry]) {
        format = Self.currentFormat
        self.version = version
        self.entry = entry
        self.files = files
    }

    /// Throws ``OfflinePackageError/invalidManifest(_:)``, ``OfflinePackageError/invalidVersion(_:)``
    /// or ``OfflinePackageError/unsafePath(_:)``. Building and installing require a comparable
    /// version; opening a version already installed does not, so a store written before
    /// that rule still opens (the downgrade rule then skips that version).
    public func validate(requiringComparableVersion: Bool = true) throws {
        guard format == Self.currentFormat else { throw OfflinePackageError.invalidManifest("format \(format) is not \(Self.currentFormat)") }
        guard !version.isEmpty, version.count <= 64,
              version.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }), version.first != "."
        else { throw OfflinePackageError.invalidManifest("version '\(version)' is not letters, digits, '.', '_' or '-'") }
        if requiringComparableVersion { _ = try PackageVersion(version) }
        var seen = Set<String>()
        for file in files {
            try PackagePath.check(file.path)
            guard seen.insert(file.path).inserted else { throw OfflinePackageError.invalidManifest("\(file.path) is listed twice") }
            guard file.size >= 0, file.sha256.count == 64, file.sha256.allSatisfy(\.isHexDigit) else {
                throw OfflinePackageError.invalidManifest("\(file.path) has no valid size and SHA-256")
            }
        }
        guard seen.contains(entry) else { throw OfflinePackageError.invalidManifest("entry \(entry) is not among the files") }
    }

    /// Files by path, for lookups when serving.
    public var filesByPath: [String: PackageFileEntry] {
        Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

/// One file of a package: relative path, byte size, SHA-256 in lower-case hex.
public struct PackageFileEntry: Codable, Equatable, Sendable {
    public var path: String
    public var size: Int
    public var sha256: String

    public init(path: String, size: Int, sha256: String) {
        self.path = path
        self.size = size
        self.sha256 = sha256
    }
}
