import Foundation

/// The store's memory of the highest version it has accepted, so an older signed
/// package cannot be installed over a newer one. The record only goes up, and it
/// lives in its own file (`accepted-version.json`, replaced by the same fsync'd
/// write and rename as the pointer), so deleting a version folder or `current.json`
/// does not lower it.
extension PackageStore {
    static let acceptedName = "accepted-version.json"
    var acceptedURL: URL { root.appendingPathComponent(Self.acceptedName) }
    var pendingAcceptedURL: URL { root.appendingPathComponent(Self.acceptedName + ".tmp") }

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
        if let recorded = try recordedAcceptedVersion(), recorded >= version { return }
        try DurableFile.write(try JSONEncoder().encode(["highest": version.text]), to: pendingAcceptedURL)
        try DurableFile.rename(pendingAcceptedURL, to: acceptedURL)
        try DurableFile.sync(root)
    }

    private func recordedAcceptedVersion() throws -> PackageVersion? {
        guard let data = FileManager.default.contents(atPath: acceptedURL.path) else { return nil }
        guard let record = try? JSONDecoder().decode([String: String].self, from: data), let text = record["highest"],
              let version = try? PackageVersion(text)
        else { throw OfflinePackageError.io("\(Self.acceptedName) does not parse") }
        return version
    }
}
