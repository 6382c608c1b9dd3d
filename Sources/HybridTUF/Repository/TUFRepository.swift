import Crypto
import Foundation

/// A TUF repository kept in a folder of static files, any host can serve it:
///
/// ```
/// metadata/1.root.json … N.root.json   every root, each signed by the one before and by itself
/// metadata/V.targets.json               the targets, their lengths, hashes and custom data
/// metadata/V.snapshot.json              the version of every targets role
/// metadata/timestamp.json               the version, length and hash of the newest snapshot
/// targets/<folders>/<sha256>.<name>     each target under its hash (consistent snapshots)
/// ```
/// Everything is written under a name of its own first and `timestamp.json` last, each
/// by rename, so a reader (or a sync to a CDN cut half-way) sees the old repository or
/// the new one.
public struct TUFRepository: Sendable {
    public let folder: URL
    var metadata: URL { folder.appendingPathComponent("metadata", isDirectory: true) }
    var targets: URL { folder.appendingPathComponent("targets", isDirectory: true) }

    public init(folder: URL) { self.folder = folder }

    /// The keys a publish signs with, by role; each must meet its role's threshold in the newest root.
    public struct Signers: Sendable {
        public var targets: [TUFSigningKey]
        public var snapshot: [TUFSigningKey]
        public var timestamp: [TUFSigningKey]

        public init(targets: [TUFSigningKey], snapshot: [TUFSigningKey], timestamp: [TUFSigningKey]) {
            (self.targets, self.snapshot, self.timestamp) = (targets, snapshot, timestamp)
        }
    }

    /// How long each role's metadata is believed: the timestamp is renewed often, so it is short.
    public struct Lifetimes: Sendable {
        public var targets: TimeInterval
        public var snapshot: TimeInterval
        public var timestamp: TimeInterval

        public init(targets: TimeInterval = 90 * 86_400, snapshot: TimeInterval = 7 * 86_400, timestamp: TimeInterval = 86_400) {
            (self.targets, self.snapshot, self.timestamp) = (targets, snapshot, timestamp)
        }
    }

    /// One target to add: its path in the repository, its bytes and optional custom data.
    public struct NewTarget: Sendable {
        public var path: String
        public var content: Data
        public var custom: TUFJSON?

        public init(path: String, content: Data, custom: TUFJSON? = nil) {
            (self.path, self.content, self.custom) = (path, content, custom)
        }
    }

    /// What a publish wrote: the new versions and who signed each role.
    public struct Published: Sendable, Equatable {
        public var targetsVersion: Int64
        public var snapshotVersion: Int64
        public var timestampVersion: Int64
        /// Paths of the targets whose bytes were not in the repository yet.
        public var targetsWritten: [String]
        public var signedBy: [String: [String]]
    }

    // MARK: reading

    /// The newest root the folder holds, or nil for an empty repository.
    public func newestRoot() throws(TUFError) -> RootMetadata? {
        var version: Int64 = 0
        while FileManager.default.fileExists(atPath: rootURL(version + 1).path) { version += 1 }
        guard version > 0 else { return nil }
        return try RootMetadata(SignedEnvelope(bytes: read(rootURL(version))))
    }

    /// The timestamp, snapshot and top-level targets now published, or nil before the first publish.
    public func current() throws(TUFError) -> (timestamp: TimestampMetadata, snapshot: SnapshotMetadata, targets: TargetsMetadata)? {
        let timestampURL = metadata.appendingPathComponent("timestamp.json")
        guard FileManager.default.fileExists(atPath: timestampURL.path) else { return nil }
        let timestamp = try TimestampMetadata(SignedEnvelope(bytes: read(timestampURL)))
        let snapshot = try SnapshotMetadata(SignedEnvelope(bytes: read(metadata.appendingPathComponent("\(timestamp.snapshotMeta.version).snapshot.json"))))
        guard let targetsVersion = snapshot.meta["targets.json"]?.version else { throw .missingFromSnapshot(role: "targets") }
        let targets = try TargetsMetadata(SignedEnvelope(bytes: read(metadata.appendingPathComponent("\(targetsVersion).targets.json"))))
        return (timestamp, snapshot, targets)
    }

    // MARK: writing

    /// Adds `bytes` as the next root: version N+1, signed by a threshold of root N's root keys and of
    /// its own (the first root: of its own). Nothing is written when it throws.
    public func addRoot(_ bytes: [UInt8]) throws(TUFError) {
        let envelope = try SignedEnvelope(bytes: bytes)
        let next = try RootMetadata(envelope)
        let newest = try newestRoot()
        let expected = (newest?.version ?? 0) + 1
        guard next.version == expected else { throw .versionMismatch(role: "root", expected: expected, found: next.version) }
        if let newest { try newest.verify("root", signedBy: envelope) }
        try next.verify("root", signedBy: envelope)
        try makeFolder(metadata)
        try AtomicFile.write(bytes, to: rootURL(next.version).path)
    }

    /// Publishes `additions` on top of the targets now published (a target of the same path is
    /// replaced), as targets version+1, a new snapshot and a new timestamp. The keys are checked
    /// against the newest root's thresholds before anything is written.
    @discardableResult
    public func publish(_ additions: [NewTarget], signers: Signers, lifetimes: Lifetimes = Lifetimes(), now: Date = Date()) throws(TUFError) -> Published {
        guard let root = try newestRoot() else { throw .storage("the repository at \(folder.path) has no root: add 1.root.json first") }
        guard !root.envelope.header.isExpired(at: now) else { throw .expired(role: "root", expires: root.envelope.header.expiresText) }
        for (role, keys) in [("targets", signers.targets), ("snapshot", signers.snapshot), ("timestamp", signers.timestamp)] {
            try Self.checkThreshold(keys, role: role, root: root)
        }
        for (role, lifetime) in [("targets", lifetimes.targets), ("snapshot", lifetimes.snapshot), ("timestamp", lifetimes.timestamp)] {
            try Self.checkLifetime(lifetime, role: role)
            _ = try Self.expiry(now, plus: lifetime)
        }
        let published = try current()
        if let published {
            // What is carried forward gets signed again: it must be what the feed's own keys signed, not what someone
            // with write access to the folder (a CDN bucket) put there.
            try checkSigned(published.targets.envelope, role: "targets", newest: root)
            try checkSigned(published.snapshot.envelope, role: "snapshot", newest: root)
        }
        var table = published?.targets.envelope.signed["targets"]?.objectValue ?? [:]
        var written: [String] = []
        for addition in additions {
            let digest = Hex.encode(Array(SHA256.hash(data: addition.content)))
            let url = try targetURL(addition.path, sha256: digest)
            if !FileManager.default.fileExists(atPath: url.path) {
                try makeFolder(url.deletingLastPathComponent())
                try AtomicFile.write(Array(addition.content), to: url.path)
                written.append(addition.path)
            }
            var entry: [String: TUFJSON] = ["length": .integer(Int64(addition.content.count)), "hashes": .object(["sha256": .string(digest)])]
            if let custom = addition.custom { entry["custom"] = custom }
            table[addition.path] = .object(entry)
        }
        let targetsVersion = (published?.targets.version ?? 0) + 1
        var targetsSigned = published?.targets.envelope.signed.objectValue ?? ["_type": .string("targets"), "spec_version": .string(RootDraft.specVersion)]
        targetsSigned["version"] = .integer(targetsVersion)
        targetsSigned["expires"] = .string(try Self.expiry(now, plus: lifetimes.targets))
        targetsSigned["targets"] = .object(table)
        let targetsBytes = try MetadataSigning.document(signed: .object(targetsSigned), keys: signers.targets)

        let snapshotVersion = (published?.snapshot.version ?? 0) + 1
        var meta = published?.snapshot.envelope.signed["meta"]?.objectValue ?? [:]
        meta["targets.json"] = .object(["version": .integer(targetsVersion)])
        let snapshotBytes = try MetadataSigning.document(signed: .object([
            "_type": .string("snapshot"), "spec_version": .string(RootDraft.specVersion), "version": .integer(snapshotVersion),
            "expires": .string(try Self.expiry(now, plus: lifetimes.snapshot)), "meta": .object(meta),
        ]), keys: signers.snapshot)

        try makeFolder(metadata)
        try AtomicFile.write(targetsBytes, to: metadata.appendingPathComponent("\(targetsVersion).targets.json").path)
        try AtomicFile.write(snapshotBytes, to: metadata.appendingPathComponent("\(snapshotVersion).snapshot.json").path)
        let timestampVersion = try writeTimestamp(snapshotVersion: snapshotVersion, snapshotBytes: snapshotBytes,
                                                  after: published?.timestamp.version ?? 0, keys: signers.timestamp,
                                                  lifetime: lifetimes.timestamp, now: now)
        return Published(targetsVersion: targetsVersion, snapshotVersion: snapshotVersion, timestampVersion: timestampVersion,
                         targetsWritten: written, signedBy: [
                            "targets": Self.ids(signers.targets), "snapshot": Self.ids(signers.snapshot), "timestamp": Self.ids(signers.timestamp),
                         ])
    }

    /// Signs a new timestamp for the snapshot now published, so devices keep trusting a repository
    /// whose content did not change (run it more often than the timestamp's lifetime).
    @discardableResult
    public func renewTimestamp(keys: [TUFSigningKey], lifetime: TimeInterval = 86_400, now: Date = Date()) throws(TUFError) -> Int64 {
        guard let root = try newestRoot() else { throw .storage("the repository at \(folder.path) has no root") }
        try Self.checkThreshold(keys, role: "timestamp", root: root)
        try Self.checkLifetime(lifetime, role: "timestamp")
        guard let published = try current() else { throw .storage("nothing is published in \(folder.path) yet") }
        let snapshotBytes = try read(metadata.appendingPathComponent("\(published.snapshot.version).snapshot.json"))
        return try writeTimestamp(snapshotVersion: published.snapshot.version, snapshotBytes: snapshotBytes,
                                  after: published.timestamp.version, keys: keys, lifetime: lifetime, now: now)
    }

    private func writeTimestamp(snapshotVersion: Int64, snapshotBytes: [UInt8], after previous: Int64, keys: [TUFSigningKey],
                                lifetime: TimeInterval, now: Date) throws(TUFError) -> Int64 {
        let version = previous + 1
        let bytes = try MetadataSigning.document(signed: .object([
            "_type": .string("timestamp"), "spec_version": .string(RootDraft.specVersion), "version": .integer(version),
            "expires": .string(try Self.expiry(now, plus: lifetime)),
            "meta": .object(["snapshot.json": .object([
                "version": .integer(snapshotVersion), "length": .integer(Int64(snapshotBytes.count)),
                "hashes": .object(["sha256": .string(Hex.encode(Array(SHA256.hash(data: snapshotBytes))))]),
            ])]),
        ]), keys: keys)
        try AtomicFile.write(bytes, to: metadata.appendingPathComponent("timestamp.json").path)
        return version
    }

    /// Throws unless a threshold of `role`'s keys in the newest root, or in an earlier root of the
    /// feed (the keys before a rotation), signed `envelope`; the newest root's refusal otherwise.
    private func checkSigned(_ envelope: SignedEnvelope, role: String, newest: RootMetadata) throws(TUFError) {
        do { try newest.verify(role, signedBy: envelope) } catch {
            for version in stride(from: newest.version - 1, through: 1, by: -1) {
                let earlier = try RootMetadata(SignedEnvelope(bytes: read(rootURL(version))))
                if (try? earlier.verify(role, signedBy: envelope)) != nil { return }
            }
            throw error
        }
    }

    /// Throws unless `keys` hold a threshold of distinct keys `root` assigns to `role`.
    public static func checkThreshold(_ keys: [TUFSigningKey], role: String, root: RootMetadata) throws(TUFError) {
        guard let assigned = root.roles[role] else { throw .malformedMetadata("root has no \(role) role") }
        let valid = Set(keys.map(\.keyID)).intersection(assigned.keyIDs).count
        guard valid >= assigned.threshold else { throw .thresholdNotMet(role: role, valid: valid, threshold: assigned.threshold) }
    }

    /// `2026-12-06T05:00:00Z`: TUF's expiry format, whole seconds in UTC. Throws for a moment that
    /// format cannot hold (past year 9999, or not a number), which no client could read back.
    public static func expiry(_ now: Date, plus seconds: TimeInterval) throws(TUFError) -> String {
        let moment = (now.timeIntervalSince1970 + seconds).rounded(.down)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        guard moment.isFinite, moment >= 0, moment < 253_402_300_800 else {  // 10000-01-01T00:00:00Z
            throw .malformedMetadata("an expiry \(seconds) seconds after \(formatter.string(from: now)) cannot be written as YYYY-MM-DDTHH:MM:SSZ")
        }
        return formatter.string(from: Date(timeIntervalSince1970: moment))
    }

    /// Throws unless `seconds` is a lifetime metadata can be given: a positive number.
    private static func checkLifetime(_ seconds: TimeInterval, role: String) throws(TUFError) {
        guard seconds.isFinite, seconds > 0 else { throw .malformedMetadata("the \(role) lifetime must be a positive number of seconds, not \(seconds)") }
    }

    private static func ids(_ keys: [TUFSigningKey]) -> [String] { Array(Set(keys.map(\.keyID))).sorted() }

    private func rootURL(_ version: Int64) -> URL { metadata.appendingPathComponent("\(version).root.json") }

    /// Where a target's bytes live: its folders, then `<sha256>.<name>`; a path that could leave
    /// `targets/` (empty, `.`, `..` or absolute parts) is refused.
    public func targetURL(_ path: String, sha256: String) throws(TUFError) -> URL {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
            throw .malformedMetadata("the target path \(path) is not a plain relative path")
        }
        var url = targets
        for folder in parts.dropLast() { url.appendPathComponent(folder, isDirectory: true) }
        return url.appendingPathComponent("\(sha256).\(parts[parts.count - 1])")
    }

    private func read(_ url: URL) throws(TUFError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw .storage("cannot read \(url.path)") }
        return Array(data)
    }

    private func makeFolder(_ url: URL) throws(TUFError) {
        do { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) } catch {
            throw .storage("cannot create the folder \(url.path)")
        }
    }
}
