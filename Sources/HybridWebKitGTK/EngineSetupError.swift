/// Why the engine could not start. Each description names the fix.
public enum EngineSetupError: Error, Equatable, Sendable, CustomStringConvertible {
    /// GTK could not open the X display (the one in `DISPLAY`, or the private Xvfb started for it).
    case noDisplay(String?)
    /// Engine work was started on a thread other than the process's main thread.
    case notOnMainThread
    /// An engine was made in synchronous code where no loop turns, so nothing would ever load.
    case mainLoopNotRunning
    /// ``MainLoop/run(timeout:_:)`` was called while a loop already turns on the main thread.
    case loopAlreadyRunning
    /// GLib's loop returned before the work it was running finished.
    case mainLoopStopped
    /// The work given to ``MainLoop/run(timeout:_:)`` took longer than allowed.
    case timedOut(Duration)
    /// There was no `DISPLAY` and no Xvfb to start a private one.
    case xvfbMissing
    /// The private Xvfb did not start; says why.
    case xvfbFailed(String)

    public var code: String {
        switch self {
        case .noDisplay: "no_display"
        case .notOnMainThread: "not_on_main_thread"
        case .mainLoopNotRunning: "main_loop_not_running"
        case .loopAlreadyRunning: "loop_already_running"
        case .mainLoopStopped: "main_loop_stopped"
        case .timedOut: "timed_out"
        case .xvfbMissing: "xvfb_missing"
        case .xvfbFailed: "xvfb_failed"
        }
    }

    public var description: String {
        switch self {
        case .noDisplay(let display):
            "cannot open X display \(display ?? "(DISPLAY not set)"): set DISPLAY to a running X server, or unset it so HybridKit starts a private Xvfb (apt-get install xvfb)"
        case .notOnMainThread:
            "HybridKit's engine runs on the main thread only: use it from @MainActor code in an async main, or inside MainLoop.run { … } from synchronous main-thread code"
        case .mainLoopNotRunning:
            "no main loop is turning: from synchronous code wrap the work in MainLoop.run { … }, or use an async main (`@main struct App { static func main() async throws }`), where HybridKit turns it"
        case .loopAlreadyRunning:
            "the main loop already turns (an async main, or an outer MainLoop.run): call the work directly with await instead of MainLoop.run"
        case .mainLoopStopped:
            "the main loop stopped before the work finished"
        case .timedOut(let limit):
            "the work did not finish within \(limit)"
        case .xvfbMissing:
            "no DISPLAY and no Xvfb: install it (apt-get install xvfb) or set DISPLAY"
        case .xvfbFailed(let why):
            "Xvfb did not start: \(why)"
        }
    }
}
