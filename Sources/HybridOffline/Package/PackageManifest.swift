import HybridCore

/// What a package holds: its version, its entry page and every file with size
/// and SHA-256. The manifest's exact bytes are what the Ed25519 signature covers,
/// so nothing is re-serialized before it is verified.
///
/// Two optional fields are signed with the rest: `app`, the id of the offline app the package is
/// for (its store refuses another app's package, so a feed's files cannot be swapped between apps),
/// and `capabilities`, the bridge modules and methods its pages may call (`["ui", "share.share"]`).
/// Without `capabilities`, a package that names its app may call nothing but HybridKit's own
/// plumbing; one that names no app (made before app ids) calls what the app's own rules allow, as before.
public struct PackageManifest: Codable, Equatable, Sendable {
    public static let currentFormat = 1

    public var format: Int
    /// A comparable version such as `2.1.0` or `2.1.0-beta.2` (``PackageVersion``);
    /// installs refuse one lower than the store has accepted. It also names a folder.
    public var version: String
    /// The page a container opens, e.g. `index.html`.
    public var entry: String
    public var files: [PackageFileEntry]
    /// The offline app this package is for (``OfflineApps``); nil for a package of `app://bundle` made before app ids.
    public var app: String?
    /// The bridge modules (`"ui"`) and methods (`"share.share"`) this package's pages may call; nil: see above.
    public var capabilities: [String]?

    public init(version: String, entry: String, files: [PackageFileEntry], app: String? = nil, capabilities: [String]? = nil) {
        format = Self.currentFormat
        self.version = version
        self.entry = entry
        self.files = files
        self.app = app
        self.capabilities = capabilities
    }

    /// What the package's pages may call: its capabilities; when it declares none, nothing for a
    /// package made for an app id, and no limit (nil: the app's own rules alone) for one made before app ids.
    public var grantedCapabilities: Set<String>? {
        if let capabilities { return Set(capabilities) }
        return app == nil ? nil : []
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
        if let app, let problem = OfflineAppID.problem(with: app) { throw OfflinePackageError.invalidManifest("\"app\": \(problem)") }
        for capability in capabilities ?? [] {
            if let problem = AppCapabilities.problem(with: capability) { throw OfflinePackageError.invalidManifest(problem) }
        }
        if let capabilities, Set(capabilities).count != capabilities.count {
            throw OfflinePackageError.invalidManifest("a capability is listed twice")
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
