extension OfflinePackageError {
    /// The error as a sentence for people (the CLI prints it; an app may show it): what is wrong and, where there is one, the way out.
    public var message: String {
        switch self {
        case .unreadableArchive(let reason): reason
        case .missingManifest: "the zip has no manifest.json and manifest.sig: it is not a package made by hybrid package create"
        case .invalidManifest(let reason): "the package's manifest is not valid: \(reason)"
        case .badSignature: "the signature does not verify with this public key: the package was signed with another key, or changed after signing"
        case .untrustedVersion(let reason): "the version is not signed by keys the trusted root lists now: \(reason)"
        case .hashMismatch(let path): "\(path) does not match its hash in the manifest: it was changed after signing"
        case .fileSetMismatch(let reason): "the package's files differ from its manifest: \(reason)"
        case .unsafePath(let path): "\(path) would lead outside the package's folder, so it is refused"
        case .versionNotInstalled(let version):
            version.hasPrefix("no ") ? "\(version) in this store" : "version \(version) is not installed in this store"
        case .invalidKey(let reason): "the key cannot be used: \(reason)"
        case .io(let reason): reason
        case .invalidVersion(let reason): reason
        case .versionDowngrade(let installing, let accepted):
            "\(installing) is lower than \(accepted), the highest version this store has accepted; pass --allow-downgrade to install it anyway"
        case .invalidFallback(let reason): "the network fallback cannot be used: \(reason)"
        case .diskFull(let what): "the disk is full (\(what)): nothing was switched, and installing again once there is space works"
        case .pointerDamaged(let keptAt, let restored):
            "the store's current.json was damaged and is kept at \(keptAt); " + (restored.map { "version \($0) is current again" } ?? "no version is current")
        case .invalidAppID(let problem): problem
        case .invalidCapability(let problem): problem
        case .appMismatch(let store, let manifest):
            "this is app \(store)'s store and the package was made " + (manifest.map { "for app \($0)" } ?? "without an app id")
                + "; publish it with --app \(store)"
        }
    }
}
