import Foundation

/// Fetches one file for the updater. An implementation must stop reading once more
/// than `maximumLength` bytes arrive (not after), and give up when the whole
/// transfer takes longer than its deadline, however slowly bytes keep coming.
/// A missing file is ``TUFError/httpStatus(url:status:)`` with its status.
public protocol TUFFetcher: Sendable {
    func fetch(_ url: URL, maximumLength: Int) async throws(TUFError) -> [UInt8]

    /// The same, asking the server to answer 304 when its copy still matches `validators`
    /// (only `timestamp.json` is asked this way). Fetchers that cannot ask always fetch.
    func fetch(_ url: URL, maximumLength: Int, ifChangedFrom validators: HTTPValidators?) async throws(TUFError) -> ConditionalFetch
}

extension TUFFetcher {
    public func fetch(_ url: URL, maximumLength: Int, ifChangedFrom validators: HTTPValidators?) async throws(TUFError) -> ConditionalFetch {
        .changed(try await fetch(url, maximumLength: maximumLength), nil)
    }
}
