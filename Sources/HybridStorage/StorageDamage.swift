import Foundation
import HybridDiskSupport
import GRDB
import HybridCore

/// Reads what went wrong with the store's file: a full disk, or a file that is
/// not a database (truncated, garbage, damaged), which is moved aside so that
/// nothing damaged is served and the next open starts clean.
enum StorageDamage {
    static func isDiskFull(_ error: any Error) -> Bool {
        if let error = error as? DatabaseError { return error.resultCode == .SQLITE_FULL }
        return DiskErrors.isOutOfSpace(error)
    }

    static func isDamaged(_ error: any Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT
    }

    /// The typed error for a failed open; a damaged file is set aside first.
    static func classify(_ error: any Error, file: URL) -> StorageError {
        if isDiskFull(error) { return .diskFull }
        guard isDamaged(error) else { return .databaseFailed(String(describing: error)) }
        let companions = ["-wal", "-shm"].map { URL(fileURLWithPath: file.path + $0) }
        guard let kept = try? DiskErrors.setAside(file, companions: companions) else {
            return .databaseFailed("the file is damaged and could not be moved aside: \(error)")
        }
        return .damaged(keptAt: kept.path)
    }
}
