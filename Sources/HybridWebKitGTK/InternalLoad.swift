import Foundation

/// A load the engine makes for itself (the blank form page behind a POST).
/// Its events are not reported; it finishes or fails exactly once.
@MainActor
final class InternalLoad {
    private var continuation: CheckedContinuation<Void, any Error>?

    init(_ continuation: CheckedContinuation<Void, any Error>) { self.continuation = continuation }

    func finish() {
        continuation?.resume()
        continuation = nil
    }

    func fail(_ error: any Error) {
        continuation?.resume(throwing: error)
        continuation = nil
    }
}
