import Foundation

/// Starts a private Xvfb server when there is no X display, so GTK can run on
/// a headless machine. The server lives as long as the process.
public enum HeadlessDisplay {
    /// Why a display could not be had.
    public enum Failure: Error, CustomStringConvertible {
        case xvfbMissing
        case xvfbFailed(String)

        public var description: String {
            switch self {
            case .xvfbMissing: "no DISPLAY and no Xvfb: install it (apt-get install xvfb) or set DISPLAY"
            case .xvfbFailed(let why): "Xvfb did not start: \(why)"
            }
        }
    }

    nonisolated(unsafe) private static var server: Process?

    /// Returns the display in use; starts Xvfb and sets `DISPLAY` when none is set.
    /// `announce` is told when a server is started, so a CLI can say so.
    @discardableResult
    public static func ensure(announce: (String) -> Void = { _ in }) throws -> String {
        if let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty { return display }
        guard let xvfb = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first(where: FileManager.default.isExecutableFile) else {
            throw Failure.xvfbMissing
        }
        let number = try freeDisplayNumber()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        process.arguments = [":\(number)", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Xvfb is ready once its socket exists; start-up takes well under a second.
        let socket = "/tmp/.X11-unix/X\(number)"
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: socket) {
            guard process.isRunning else { throw Failure.xvfbFailed("it exited with status \(process.terminationStatus)") }
            usleep(50_000)
        }
        guard FileManager.default.fileExists(atPath: socket) else {
            process.terminate()
            throw Failure.xvfbFailed("no socket at \(socket) after 5 s")
        }
        let display = ":\(number)"
        setenv("DISPLAY", display, 1)
        server = process
        announce("No DISPLAY: started a private headless X server (Xvfb) on \(display)")
        atexit { HeadlessDisplay.server?.terminate() }
        return display
    }

    private static func freeDisplayNumber() throws -> Int {
        let files = FileManager.default
        for number in 90..<190 where !files.fileExists(atPath: "/tmp/.X\(number)-lock")
            && !files.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
            return number
        }
        throw Failure.xvfbFailed("no free display number between :90 and :189")
    }
}
