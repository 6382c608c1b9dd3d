import Foundation
import GRDB
import HybridDiskSupport
import HybridCore
import HybridCookies
import HybridVocabulary

/// Key-value storage for H5 pages, one namespace per origin, in SQLite.
///
/// Pages reach it as `hybrid.storage` (see ``install(on:)``), keyed by the
/// origin the trusted runtime reports for the calling frame, never by a value
/// the page sends; native code reads and writes the same store by origin.
/// Writes are committed to the write-ahead log before they return, so they
/// survive the app being killed (`kill -9`); a power cut may lose the last ones.
///
/// The quota is per ``StorageSite`` (registrable domain), so subdomains share
/// one; keys stay per origin. It counts what rows cost on disk: key and value
/// bytes, a fixed overhead per row, and whole overflow pages for large values.
/// With the log kept small, the files stay within twice the quota of each site
/// plus a fixed allowance (see ``diskBytes``).
public final class BridgeStorage: Sendable {
    /// Bytes one site may hold, counted as they cost on disk.
    public let quotaBytesPerSite: Int
    let opening: StorageOpening
    var database: DatabasePool { opening.database }
    let publicSuffixList: PublicSuffixList
    let charge: StorageCharge
    let fileURL: URL
    /// The profile whose pages it serves: ``install(on:)`` refuses a page of another,
    /// so one profile's `hybrid.storage` is never another's. Keep its file in the
    /// engine's folder for the profile, which `removeProfile` deletes.
    public let profile: WebsiteDataProfile

    /// Opens (or creates, or upgrades) the store of `profile` at `fileURL`. Sites are
    /// grouped by the cookie jar's public-suffix list.
    public convenience init(fileURL: URL, quotaBytesPerSite: Int = 5 * 1024 * 1024, profile: WebsiteDataProfile = .default) throws(StorageError) {
        try self.init(fileURL: fileURL, quotaBytesPerSite: quotaBytesPerSite, publicSuffixList: .bundled, profile: profile)
    }

    /// With another public-suffix list (tests bring their own).
    package init(fileURL: URL, quotaBytesPerSite: Int, publicSuffixList: PublicSuffixList, profile: WebsiteDataProfile = .default) throws(StorageError) {
        self.quotaBytesPerSite = quotaBytesPerSite
        self.profile = profile
        self.publicSuffixList = publicSuffixList
        self.fileURL = fileURL
        do {
            opening = try StorageOpening(fileURL: fileURL, publicSuffixList: publicSuffixList)
            charge = try opening.database.read { try StorageCharge($0) }
        } catch {
            throw StorageDamage.classify(error, file: fileURL)
        }
    }

    /// The store's quota was per origin; it is now per site.
    @available(*, deprecated, renamed: "init(fileURL:quotaBytesPerSite:)")
    public convenience init(fileURL: URL, quotaBytesPerOrigin: Int) throws(StorageError) {
        try self.init(fileURL: fileURL, quotaBytesPerSite: quotaBytesPerOrigin)
    }

    /// The value stored under `key`, as JSON text; `nil` when there is none.
    public func value(for key: String, origin: BridgeOrigin) throws(StorageError) -> String? {
        try value(for: key, originName: origin.description)
    }

    /// As the public one, with the origin's name worked out (the page's module keeps it per origin).
    /// One statement needs no transaction of its own, and the writer's connection has every page
    /// a set just wrote in its cache: half the time of a pool reader's read in a transaction.
    func value(for key: String, originName: String) throws(StorageError) -> String? {
        try run {
            try database.writeWithoutTransaction { db in
                let sql = "SELECT value FROM item WHERE origin = (SELECT id FROM origin WHERE name = ?) AND key = ?"
                return try String.fetchOne(db.cachedStatement(sql: sql), arguments: [originName, key])
            }
        }
    }

    /// The origin's keys, sorted.
    public func keys(origin: BridgeOrigin) throws(StorageError) -> [String] {
        try run {
            try database.read { db in
                let sql = "SELECT key FROM item WHERE origin = (SELECT id FROM origin WHERE name = ?) ORDER BY key"
                return try String.fetchAll(db, sql: sql, arguments: [origin.description])
            }
        }
    }

    /// The origins that hold data.
    public func origins() throws(StorageError) -> [String] {
        try run { try database.read { try String.fetchAll($0, sql: "SELECT name FROM origin ORDER BY name") } }
    }

    /// The site whose quota `origin`'s writes count against.
    public func site(of origin: BridgeOrigin) -> StorageSite {
        StorageSite(origin, publicSuffixList: publicSuffixList)
    }

    func run<T>(_ body: () throws -> T) throws(StorageError) -> T {
        do { return try body() } catch let error as StorageError { throw error } catch {
            // Opened on a full disk: a write is tried again once the store reopens writable.
            if (error as? DatabaseError)?.resultCode == .SQLITE_READONLY, opening.isReadOnlyForFullDisk {
                guard opening.reopenWritable() else { throw .diskFull }
                return try run(body)
            }
            throw StorageDamage.isDiskFull(error) ? .diskFull : .databaseFailed(String(describing: error))
        }
    }
}
