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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        // -displayfd: Xvfb claims a free display number itself (no race with
        // other test runs) and writes it to stdout once it accepts clients.
        process.arguments = ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let number = readDisplayNumber(from: output.fileHandleForReading)
        guard let number else {
            process.terminate()
            throw Failure.xvfbFailed(process.isRunning ? "it did not report a display" : "it exited with status \(process.terminationStatus)")
        }
        let display = ":\(number)"
        setenv("DISPLAY", display, 1)
        server = process
        announce("No DISPLAY: started a private headless X server (Xvfb) on \(display)")
        atexit { HeadlessDisplay.stopServer() }
        return display
    }

    /// SIGTERM, then SIGKILL after a second: a process started with SIGTERM
    /// blocked (as `swift test` starts its children) hands Xvfb that mask, and
    /// Xvfb would then outlive the process that started it.
    private static func stopServer() {
        guard let server, server.isRunning else { return }
        server.terminate()
        let deadline = Date().addingTimeInterval(1)
        while server.isRunning, Date() < deadline { usleep(10_000) }
        if server.isRunning { kill(server.processIdentifier, SIGKILL) }
    }

    /// Reads the line Xvfb writes when ready; `nil` when it closes the pipe first (it failed).
    private static func readDisplayNumber(from handle: FileHandle) -> Int? {
        var text = ""
        while !text.contains("\n") {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
