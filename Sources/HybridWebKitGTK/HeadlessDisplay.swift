import Foundation
import HybridVocabulary

/// Starts a private Xvfb server when there is no X display, so GTK can run on
/// a headless machine. The server lives as long as the process: it is stopped
/// at exit, and on SIGTERM, SIGINT and SIGHUP, which skip exit handlers.
/// The engine's own (``MainLoop/prepare()``) and the CLI's; its failures are `EngineError`s.
package enum HeadlessDisplay {
    nonisolated(unsafe) private static var server: Process?
    /// The server's pid, all that the signal handler may read.
    nonisolated(unsafe) private static var serverID: pid_t = 0

    /// Returns the display in use; starts Xvfb and sets `DISPLAY` when none is set.
    /// `announce` is told when a server is started, so a CLI can say so.
    @discardableResult
    public static func ensure(announce: (String) -> Void = { _ in }) throws -> String {
        if let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty { return display }
        guard let xvfb = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first(where: FileManager.default.isExecutableFile) else {
            throw EngineError.xvfbMissing
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
            throw EngineError.xvfbFailed(process.isRunning ? "it did not report a display" : "it exited with status \(process.terminationStatus)")
        }
        let display = ":\(number)"
        setenv("DISPLAY", display, 1)
        server = process
        serverID = process.processIdentifier
        announce("No DISPLAY: started a private headless X server (Xvfb) on \(display)")
        atexit { HeadlessDisplay.stopServer() }
        stopServerOnSignals()
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

    /// `timeout`, CI runners and Ctrl-C end a process by a signal, and exit
    /// handlers do not run then. A signal the process already handles or
    /// ignores is left to its owner: it ends nothing, or its handler does.
    private static func stopServerOnSignals() {
        let signals = [SIGTERM, SIGINT, SIGHUP]
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in HeadlessDisplay.stopServerAndExit(signal) }
        // A second signal waits: the first is already ending the process.
        sigemptyset(&action.sa_mask)
        for signal in signals { sigaddset(&action.sa_mask, signal) }
        for signal in signals {
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil else { continue }
            sigaction(signal, &action, nil)
        }
    }

    /// Runs inside a signal handler, so it calls only async-signal-safe
    /// functions: SIGTERM, up to a second for Xvfb to go (SIGKILL after, as in
    /// `stopServer()`), then `_exit` with the shell's status for the signal.
    private static func stopServerAndExit(_ signal: Int32) -> Never {
        let pid = serverID
        if pid > 0 {
            var signalled = false
            for _ in 0..<100 {
                if serverEnded(pid) { _exit(128 + signal) }
                if !signalled { kill(pid, SIGTERM); signalled = true }
                var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
                nanosleep(&pause, nil)
            }
            if !serverEnded(pid) { kill(pid, SIGKILL) }
        }
        _exit(128 + signal)
    }

    /// Whether Xvfb has exited, without reaping it (`WNOWAIT`: `Process` still
    /// does). An error means `Process` reaped it already: the pid may be
    /// another process's now, so it must not be signalled.
    private static func serverEnded(_ pid: pid_t) -> Bool {
        var info = siginfo_t()
        guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return true }
        return info._sifields._sigchld.si_pid == pid
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
