import Foundation

/// The store's memory of the highest version it has accepted, so an older signed
/// package cannot be installed over a newer one. The record only goes up, and it
/// lives in its own file (`accepted-version.json`, replaced by the same fsync'd
/// write and rename as the pointer), so deleting a version folder or `current.json`
/// does not lower it. Under a TUF root the record names the targets keys it was
/// made under: once they rotate it no longer counts (TUF's fast-forward recovery),
/// so a version a thief published with a stolen key cannot hold the store above
/// everything the real keys sign.
extension PackageStore {
    static let acceptedName = "accepted-version.json"
    var acceptedURL: URL { root.appendingPathComponent(Self.acceptedName) }

    /// The highest of the recorded version and the current and previous versions the
    /// pointer names (a store written before the record existed has only those).
    /// An unreadable record throws: the rule fails closed.
    public func highestAcceptedVersion() throws -> PackageVersion? {
        var highest = try recordedAcceptedVersion()
        let pointer = try? self.pointer()
        for name in [pointer?.current, pointer?.previous].compactMap({ $0 }) {
            guard let installed = try? version(named: name), let parsed = try? PackageVersion(installed.version) else { continue }
            if highest.map({ $0 < parsed }) ?? true { highest = parsed }
        }
        return highest
    }

    /// Raises the record to `version` when it is higher; never lowers it.
    func recordAccepted(_ version: PackageVersion) throws {
        try lock.withLock {
            if let recorded = try recordedAcceptedVersion(), recorded >= version { return }
            var record = ["highest": version.text]
            record["targets_keys"] = manifestTrust.targetsKeysFingerprint()
            try DurableFile.replace(acceptedURL, with: try JSONEncoder().encode(record))
        }
    }

    private func recordedAcceptedVersion() throws -> PackageVersion? {
        guard let data = FileManager.default.contents(atPath: acceptedURL.path) else { return nil }
        guard let record = try? JSONDecoder().decode([String: String].self, from: data), let text = record["highest"],
              let version = try? PackageVersion(text)
        else { throw OfflinePackageError.io("\(Self.acceptedName) does not parse") }
        if let fingerprint = manifestTrust.targetsKeysFingerprint(), record["targets_keys"] != fingerprint { return nil }
        return version
    }
}
