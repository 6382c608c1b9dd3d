import Dispatch
import Foundation
import HybridTUF

/// Runs async updater work to completion from a synchronous command, off the main
/// queue, so it works both in a plain executable and inside `hybrid`, whose main
/// thread belongs to GLib's loop.
enum BlockingRun {
    static func wait(_ body: @escaping @Sendable () async throws(TUFError) -> Void) throws(TUFError) {
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do throws(TUFError) {
                try await body()
            } catch {
                outcome.set(error)
            }
            done.signal()
        }
        done.wait()
        if let error = outcome.error { throw error }
    }

    private final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: TUFError?
        func set(_ error: TUFError) { lock.withLock { stored = error } }
        var error: TUFError? { lock.withLock { stored } }
    }
}
