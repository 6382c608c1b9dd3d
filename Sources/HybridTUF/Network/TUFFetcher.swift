import Foundation

/// Fetches one file for the updater. An implementation must stop reading once more
/// than `maximumLength` bytes arrive (not after), and give up when the whole
/// transfer takes longer than its deadline, however slowly bytes keep coming.
/// A missing file is ``TUFError/httpStatus(url:status:)`` with its status.
public protocol TUFFetcher: Sendable {
    func fetch(_ url: URL, maximumLength: Int) async throws(TUFError) -> [UInt8]
}
