import GRDB

/// What a row costs on disk, which is what the quota counts.
///
/// A row stored in one b-tree cell costs its key and value bytes plus
/// ``rowOverheadBytes``. A row too large for one cell of a WITHOUT ROWID table
/// keeps part of itself in the cell and the rest on overflow pages, which are
/// charged whole: a 1,000-byte value took 4,690 bytes per row on disk, so
/// counting its bytes alone let a page use 4.6 times its quota.
struct StorageCharge: Sendable {
    /// The fixed cost of one row beyond its key and value bytes.
    ///
    /// Measured with SQLite 3.40 and 4 KB pages (page counts after a checkpoint):
    /// 20,000 rows of a 7-byte key and a 1-byte value took 17.6 bytes each, 9.6
    /// beyond key and value (record header, origin id, cell size, the 2-byte
    /// cell pointer, interior pages, the space page splits leave); 3,023 rows
    /// written one transaction each, as pages write, took 10.4 beyond, leaves 78%
    /// full. Rounded up to 16: rows of leaves only half full still stay within
    /// twice what they are charged.
    static let rowOverheadBytes = 16

    /// The database page size, from `PRAGMA page_size`.
    let pageSize: Int

    /// The cost of a row of `keyBytes` and `valueBytes` in the item table.
    func row(keyBytes: Int, valueBytes: Int) -> Int {
        cell(payload: keyBytes + valueBytes + Self.rowOverheadBytes)
    }

    /// The cost of a name kept in a table row and again in its unique index (origins, sites).
    func name(bytes: Int) -> Int {
        2 * cell(payload: bytes + Self.rowOverheadBytes)
    }

    /// SQLite's rule for index b-tree cells (its file format, section "B-tree Pages"):
    /// a payload above `maxLocal` keeps `minLocal` or more in the cell and spills the rest.
    private func cell(payload: Int) -> Int {
        let usable = pageSize, overflowCapacity = pageSize - 4
        let maxLocal = (usable - 12) * 64 / 255 - 23, minLocal = (usable - 12) * 32 / 255 - 23
        guard payload > maxLocal else { return payload }
        let spilled = minLocal + (payload - minLocal) % overflowCapacity
        let local = spilled <= maxLocal ? spilled : minLocal
        let overflowPages = (payload - local + overflowCapacity - 1) / overflowCapacity
        return local + overflowPages * pageSize
    }
}

extension StorageCharge {
    /// The charge for the pages of `db`.
    init(_ db: Database) throws {
        self.init(pageSize: try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096)
    }
}
