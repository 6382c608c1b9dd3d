/// What went wrong inside an engine, or why it could not start, as a typed value with a
/// stable code. Its text (``message``, also its `description`) names the fix where there is one.
public enum EngineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The script threw, or did not parse. `message` is the engine's text, e.g. `SyntaxError: …`.
    case javaScriptException(message: String)
    /// The script's result cannot be expressed as JSON (a function, a DOM node, a cycle).
    case unsupportedResultType(String)
    /// The view was closed; it can no longer be used.
    case viewClosed
    /// A URL that cannot be loaded: `reason` says why.
    case invalidURL(String)
    /// The engine refused or failed an operation; `message` is its text.
    case operationFailed(String)
    /// A custom scheme cannot be registered: reserved, already taken, or views already exist.
    case urlSchemeUnavailable(String)
    /// Saved session state this engine cannot read (another engine's, or damaged).
    case invalidSessionState(String)
    /// The engine has no way to do this (WKWebView cannot end its web process on request).
    case unsupported(String)
    /// The bridge runtime's world, which only the container may run script in.
    case reservedWorld(String)
    /// A load's cache policy the engine cannot carry out, named: WebKitGTK has no
    /// cache-only loads (`returnCacheDataDontLoad`).
    case cachePolicyUnsupported(String)
    /// A value the app passed is out of range or malformed: `reason` says which and why.
    case invalidArgument(String)

    // Starting the engine (WebKitGTK: the display and the main loop).
    /// GTK could not open the X display (the one in `DISPLAY`, or the private Xvfb started for it).
    case noDisplay(String?)
    /// Engine work was started on a thread other than the process's main thread.
    case notOnMainThread
    /// An engine was made in synchronous code where no loop turns, so nothing would ever load.
    case mainLoopNotRunning
    /// `MainLoop.run(timeout:_:)` was called while a loop already turns on the main thread.
    case loopAlreadyRunning
    /// GLib's loop returned before the work it was running finished.
    case mainLoopStopped
    /// The work given to `MainLoop.run(timeout:_:)` took longer than allowed.
    case timedOut(Duration)
    /// There was no `DISPLAY` and no Xvfb to start a private one.
    case xvfbMissing
    /// The private Xvfb did not start; says why.
    case xvfbFailed(String)

    /// A stable string code for logs and for JavaScript.
    public var code: String {
        switch self {
        case .javaScriptException: "js_exception"
        case .unsupportedResultType: "unsupported_result_type"
        case .viewClosed: "view_closed"
        case .invalidURL: "invalid_url"
        case .operationFailed: "engine_failed"
        case .urlSchemeUnavailable: "url_scheme_unavailable"
        case .invalidSessionState: "invalid_session_state"
        case .unsupported: "unsupported"
        case .reservedWorld: "reserved_world"
        case .cachePolicyUnsupported: "cache_policy_unsupported"
        case .invalidArgument: "invalid_argument"
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
}

extension EngineError {
    /// The error as a sentence for people: what went wrong, never the Swift case.
    public var message: String {
        switch self {
        case .javaScriptException(let message): "the page's script threw: \(message)"
        case .unsupportedResultType(let type): "the script returned a value JSON cannot hold (\(type))"
        case .viewClosed: "the web view is closed"
        case .invalidURL(let reason), .operationFailed(let reason), .urlSchemeUnavailable(let reason),
             .invalidSessionState(let reason), .unsupported(let reason), .reservedWorld(let reason),
             .cachePolicyUnsupported(let reason), .invalidArgument(let reason): reason
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

    /// The same sentence as ``message``, so an uncaught error reads as one.
    public var description: String { message }
}
