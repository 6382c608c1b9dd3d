
/// Counts the replies of a batch of cookie operations and resumes once, after
/// the last, with the first error if any failed.
final class CookieBatch {
    private var remaining: Int
    private var firstError: (any Error)?
    private let continuation: CheckedContinuation<Void, any Error>

    init(count: Int, continuation: CheckedContinuation<Void, any Error>) {
        remaining = count
        self.continuation = continuation
    }

    func finishOne(_ error: (any Error)?) {
        if firstError == nil { firstError = error }
        remaining -= 1
        guard remaining == 0 else { return }
        if let firstError { continuation.resume(throwing: firstError) } else { continuation.resume() }
    }
}
