import Foundation
import HybridTUF

/// A repository served from memory: metadata files by name, 404 for the rest,
/// with the size limit applied like a real fetcher and every request recorded.
final class MemoryRepository: TUFFetcher, @unchecked Sendable {
    static let metadataBase = "https://repo.test/metadata/"
    static let targetBase = "https://repo.test/targets/"

    private let lock = NSLock()
    private var files: [String: [UInt8]] = [:]
    private var log: [String] = []

    subscript(name: String) -> [UInt8]? {
        get { lock.withLock { files[name] } }
        set { lock.withLock { files[name] = newValue } }
    }

    var requests: [String] { lock.withLock { log } }

    func fetch(_ url: URL, maximumLength: Int) async throws(TUFError) -> [UInt8] {
        let name = url.absoluteString.replacingOccurrences(of: Self.metadataBase, with: "").replacingOccurrences(of: Self.targetBase, with: "targets/")
        let body = lock.withLock { () -> [UInt8]? in
            log.append(name)
            return files[name]
        }
        guard let body else { throw .httpStatus(url: url.absoluteString, status: 404) }
        guard body.count <= maximumLength else { throw .tooLarge(url: url.absoluteString, limit: maximumLength) }
        return body
    }
}
