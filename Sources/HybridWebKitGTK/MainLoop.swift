import CHybridMainDrain
import CWebKitGTK
import Foundation
import HybridVocabulary

/// Joins GLib's main loop and Swift's main actor on the main thread.
///
/// GTK and WebKit must stay on the main thread, and Swift's main actor runs on
/// libdispatch's main queue. Dispatch exposes that queue as an eventfd, so GLib
/// watches the fd and drains the queue when it is readable: no polling, no timers.
///
/// Who turns the loop:
/// - an `async` main: HybridKit does, on the main thread, for the whole
///   process (see `main_drain.c`); just `await` your work;
/// - synchronous code (a CLI's `run()`, XCTest): ``run(timeout:_:)`` does,
///   until the work it is given finishes.
@MainActor
public enum MainLoop {
    private static var watchInstalled = false
    private static var gtkInitialized = false
    /// How many loops are turning on this thread: the async-main loop and ``run(timeout:_:)`` calls.
    private static var turning = 0

    /// Checks that an engine can start here and initializes GTK (once).
    ///
    /// Starts a private Xvfb when there is no `DISPLAY` (`HeadlessDisplay`); its failures are `EngineError`s.
    /// Throws a typed error naming the fix when called off the main thread, or
    /// from synchronous code where no loop will turn.
    public static func prepare() throws {
        guard hk_is_main_thread() != 0 else { throw EngineError.notOnMainThread }
        guard turning > 0 || withUnsafeCurrentTask(body: { $0 != nil }) else { throw EngineError.mainLoopNotRunning }
        if !gtkInitialized {
            let display = try HeadlessDisplay.ensure()
            guard gtk_init_check(nil, nil) != 0 else { throw EngineError.noDisplay(display) }
            gtkInitialized = true
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
    /// For synchronous code on the main thread (a CLI's `run()`, a test). In an
    /// `async` main the loop already turns: call your code directly instead;
    /// calling this there throws `EngineError/loopAlreadyRunning`.
    /// With a `timeout`, gives up after that long and throws `EngineError/timedOut(_:)`.
    nonisolated public static func run<T: Sendable>(timeout: Duration? = nil, _ body: @escaping @MainActor () async throws -> T) throws -> T {
        guard hk_is_main_thread() != 0 else { throw EngineError.notOnMainThread }
        return try MainActor.assumeIsolated { try runOnMainThread(timeout: timeout, body) }
    }

    private static func runOnMainThread<T: Sendable>(timeout: Duration?, _ body: @escaping @MainActor () async throws -> T) throws -> T {
        // A nested loop cannot drain the main queue (dispatch refuses re-entry), so the body would never run.
        guard turning == 0 else { throw EngineError.loopAlreadyRunning }
        turning += 1
        defer { turning -= 1 }
        installDispatchWatch()
        let loop = g_main_loop_new(nil, 0)
        defer { g_main_loop_unref(loop) }
        var outcome: Result<T, any Error>?
        let work = Task { @MainActor in
            let result: Result<T, any Error>
            do { result = .success(try await body()) } catch { result = .failure(error) }
            // After a timeout the loop is gone: only the first to settle may quit it.
            guard outcome == nil else { return }
            outcome = result
            g_main_loop_quit(loop)
        }
        let watchdog = timeout.map { limit in
            Task { @MainActor in
                try await Task.sleep(for: limit)
                guard outcome == nil else { return }
                outcome = .failure(EngineError.timedOut(limit))
                work.cancel()
                g_main_loop_quit(loop)
            }
        }
        g_main_loop_run(loop)
        watchdog?.cancel()
        guard let outcome else { throw EngineError.mainLoopStopped }
        return try outcome.get()
    }

    /// Turns GLib's loop for the rest of the process: an `async` main's
    /// replacement for `dispatch_main()`, called by `main_drain.c`.
    static func runForever() {
        turning += 1
        installDispatchWatch()
        while true { g_main_context_iteration(nil, 1) }
    }
}

/// Called on the main thread by the async-main drain hook in `main_drain.c`.
@_cdecl("hk_main_loop_run_forever")
func mainLoopRunForever() {
    MainActor.assumeIsolated { MainLoop.runForever() }
}
