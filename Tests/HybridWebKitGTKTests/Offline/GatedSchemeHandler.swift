import Foundation
import HybridCore
import HybridSchemes
import HybridOffline

/// Wraps a handler and, while closed, holds back requests whose URL carries a
/// boot token, so a test can act while the new page's load is still pending.
final class GatedSchemeHandler: URLSchemeHandler, @unchecked Sendable {
    private let inner: any URLSchemeHandler
    private let lock = NSLock()
    private var closed = false
    private var held: [CheckedContinuation<Void, Never>] = []

    init(_ inner: any URLSchemeHandler) { self.inner = inner }

    var heldCount: Int { lock.withLock { held.count } }

    func close() { lock.withLock { closed = true } }

    func open() {
        let waiting = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
            closed = false
            defer { held.removeAll() }
            return held
        }
        waiting.forEach { $0.resume() }
    }

    func response(for request: URLSchemeRequest) async -> URLSchemeResponse {
        if request.url.query?.contains(BootConfirmation.tokenParameter) == true {
            await withCheckedContinuation { continuation in
                let hold = lock.withLock { () -> Bool in
                    if closed { held.append(continuation) }
                    return closed
                }
                if !hold { continuation.resume() }
            }
        }
        return await inner.response(for: request)
    }
}
