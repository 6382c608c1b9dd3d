/// Why the engine could not start.
public enum EngineSetupError: Error, Equatable, Sendable, CustomStringConvertible {
    /// GTK could not open the X display named by `DISPLAY`.
    case noDisplay(String?)
    /// GLib's loop returned before the work it was running finished.
    case mainLoopStopped
    /// The work given to ``MainLoop/run(timeout:_:)`` took longer than allowed.
    case timedOut(Duration)

    public var code: String {
        switch self {
        case .noDisplay: "no_display"
        case .mainLoopStopped: "main_loop_stopped"
        case .timedOut: "timed_out"
        }
    }

    public var description: String {
        switch self {
        case .noDisplay(let display):
            "cannot open X display \(display ?? "(DISPLAY not set)"): start Xvfb or run through 'hybrid' which starts one"
        case .mainLoopStopped:
            "the main loop stopped before the work finished"
        case .timedOut(let limit):
            "the work did not finish within \(limit)"
        }
    }
}
