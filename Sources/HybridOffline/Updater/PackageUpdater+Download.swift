import Foundation

extension PackageUpdater {
    /// Downloads the offer's missing files, at most ``UpdatePolicy/maximumConcurrentDownloads``
    /// at a time, each into `updates/files/<sha256>.partial` and renamed once its hash matches.
    func download(_ offer: UpdateOffer) async throws {
        try await withinCheckDeadline(policy.downloadDeadline) { [self] in try await downloadFiles(offer) }
    }

    private func downloadFiles(_ offer: UpdateOffer) async throws {
        let sink = self.sink
        let counter = UpdateProgressCounter(version: offer.manifest.version, bytesTotal: offer.missingBytes,
                                            filesTotal: offer.missing.count) { sink.yield(.progress($0)) }
        let (client, folder, limit) = (client, folder, policy.maximumConcurrentDownloads)
        try await withThrowingTaskGroup(of: Void.self) { group in
            var pending = offer.missing[...]
            func startNext() {
                guard let file = pending.popFirst() else { return }
                group.addTask {
                    try await client.download(file.entry, from: file.url, into: folder.partial(file.entry.sha256)) { counter.add($0) }
                    try folder.promote(file.entry.sha256)
                    counter.fileDone()
                }
            }
            for _ in 0..<min(limit, offer.missing.count) { startNext() }
            while try await group.next() != nil { startNext() }
        }
    }
}
