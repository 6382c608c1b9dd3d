import Foundation

extension PackageUpdater {
    /// New roots one check takes at most: more is a feed gone wrong or an attack (TUF's endless data).
    static let rootWalkLimit = 32
    /// A root document larger than this is not one a publisher makes.
    static let rootDocumentLimit = 64 * 1024

    /// Under a root of trust, before the channel is read: fetches `roots/<N+1>.json`, `<N+2>`, … until
    /// the feed has none (404 or 403), takes each that a threshold of the trusted root's keys and of its
    /// own signed (kept durably, one at a time), then refuses to go on under an expired root. A pinned
    /// key fetches nothing.
    func refreshRoots() async throws {
        let roots = store.trustedRoots
        guard roots.current != nil else { return }
        for walked in 0...Self.rootWalkLimit {
            let trusted = roots.current?.version ?? 0  // read again: another updater of the store may have moved it
            let path = FeedLayout.rootPath(trusted + 1)
            let documentData: Data
            do {
                documentData = try await client.document(path, limit: Self.rootDocumentLimit).body
            } catch PackageUpdateError.httpStatus(let status, _) where status == 404 || status == 403 {
                break  // the feed has no newer root
            }
            guard walked < Self.rootWalkLimit else { throw PackageUpdateError.rootChainTooLong(limit: Self.rootWalkLimit) }
            let signatures = try await client.document(FeedLayout.rootSignaturePath(trusted + 1), limit: SignatureSet.maximumBytes).body
            try roots.accept(try SignedRoot(documentData: documentData, signatures: signatures))
        }
        try roots.checkUnexpired(now: now())
    }
}
