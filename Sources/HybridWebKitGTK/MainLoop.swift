import CWebKitGTK
import Foundation

/// Joins GLib's main loop and Swift's main actor on the main thread.
///
/// GTK runs GLib's loop; Swift's main actor runs on libdispatch's main queue.
/// Dispatch exposes the queue as an eventfd, so GLib watches that fd and drains
/// the queue when it is readable: no polling, no timers.
@MainActor
public enum MainLoop {
    private static var watchInstalled = false
    private static var initialized = false

    /// Initializes GTK (once) and makes the main queue drain inside GLib's loop.
    /// Throws when there is no display to open.
    public static func prepare() throws {
        if !initialized {
            guard gtk_init_check(nil, nil) != 0 else {
                throw EngineSetupError.noDisplay(ProcessInfo.processInfo.environment["DISPLAY"])
            }
            initialized = true
        }
        installDispatchWatch()
    }

    private static func installDispatchWatch() {
        guard !watchInstalled else { return }
        watchInstalled = true
        let fd = _dispatch_get_main_queue_handle_4CF()
        g_unix_fd_add(fd, G_IO_IN, { fd, _, _ in
            // Read the eventfd first: left unread, it stays readable and the loop spins.
            var counter: UInt64 = 0
            _ = read(fd, &counter, MemoryLayout<UInt64>.size)
            _dispatch_main_queue_callback_4CF(nil)
            return 1  // G_SOURCE_CONTINUE
        }, nil)
    }

    /// Runs GLib's loop until `body` finishes, and returns its result.
    ///
    /// Call from synchronous code on the main thread (a CLI's `run()`, a test).
    /// With a `timeout`, gives up after that long and throws ``EngineSetupError/timedOut(_:)``.
    /// Must be called on the main thread, which is the main actor's.
    nonisolated public static func run<T: Sendable>(timeout: Duration? = nil, _ body: @escaping @MainActor () async throws -> T) throws -> T {
        try MainActor.assumeIsolated { try runOnMainThread(timeout: timeout, body) }
    }

    private static func runOnMainThread<T: Sendable>(timeout: Duration?, _ body: @escaping @MainActor () async throws -> T) throws -> T {
        try prepare()
        let loop = g_main_loop_new(nil, 0)
        defer { g_main_loop_unref(loop) }
        var outcome: Result<T, any Error>?
        let work = Task { @MainActor in
            let result: Result<T, any Error>
            do { result = .success(try await body()) } catch { result = .failure(error) }
            if outcome == nil { outcome = result }
            g_main_loop_quit(loop)
        }
        let watchdog = timeout.map { limit in
            Task { @MainActor in
                try await Task.sleep(for: limit)
                if outcome == nil { outcome = .failure(EngineSetupError.timedOut(limit)) }
                work.cancel()
                g_main_loop_quit(loop)
            }
        }
        g_main_loop_run(loop)
        watchdog?.cancel()
        guard let outcome else { throw EngineSetupError.mainLoopStopped }
        return try outcome.get()
    }
}
