import Foundation

/// The folder holding the metadata the client trusts, one file per role under its
/// plain name (`root.json`, `timestamp.json`, a delegated role's percent-encoded
/// name). Files keep the bytes the repository sent; writes are atomic and made
/// under a lock shared by every process using the folder.
public struct TrustedMetadataStore: Sendable {
    public let folder: String

    public init(folder: String) {
        self.folder = folder
    }

    private var lockPath: String { (folder as NSString).appendingPathComponent(".lock") }

    private func path(_ role: String) -> String {
        (folder as NSString).appendingPathComponent("\(RoleName.fileComponent(role)).json")
    }

    /// The stored bytes of `role`, or `nil` when there are none.
    public func read(_ role: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path(role)).map { Array($0) }
    }

    public func write(_ role: String, _ bytes: [UInt8]) throws(TUFError) {
        try ensureFolder()
        try FileLock.withLock(at: lockPath) { () throws(TUFError) in try AtomicFile.write(bytes, to: path(role)) }
    }

    private func validatorsPath(_ role: String) -> String {
        (folder as NSString).appendingPathComponent(".\(RoleName.fileComponent(role)).http.json")
    }

    /// The HTTP validators that came with the stored copy of `role`, if any.
    public func validators(_ role: String) -> HTTPValidators? {
        guard let data = FileManager.default.contents(atPath: validatorsPath(role)) else { return nil }
        return try? JSONDecoder().decode(HTTPValidators.self, from: data)
    }

    /// Keeps (or, for nil, forgets) the validators of the copy of `role` just stored.
    public func writeValidators(_ role: String, _ validators: HTTPValidators?) throws(TUFError) {
        guard let validators, let data = try? JSONEncoder().encode(validators) else {
            unlink(validatorsPath(role))
            return
        }
        try ensureFolder()
        try FileLock.withLock(at: lockPath) { () throws(TUFError) in try AtomicFile.write(Array(data), to: validatorsPath(role)) }
    }

    /// Forgets `role`, as fast-forward recovery does for timestamp and snapshot.
    public func remove(_ role: String) throws(TUFError) {
        unlink(validatorsPath(role))
        guard FileManager.default.fileExists(atPath: path(role)) else { return }
        try FileLock.withLock(at: lockPath) { () throws(TUFError) in
            guard unlink(path(role)) == 0 || errno == ENOENT else { throw .storage("cannot remove \(path(role)) (\(String(cString: strerror(errno))))") }
        }
    }

    private func ensureFolder() throws(TUFError) {
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            throw .storage("cannot create the folder \(folder)")
        }
    }
}
