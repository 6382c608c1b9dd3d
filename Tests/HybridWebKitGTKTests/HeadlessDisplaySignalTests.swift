import Foundation
import XCTest

/// A `hybrid run` ended by a signal, as `timeout`, CI runners and Ctrl-C end
/// it, takes its private Xvfb with it and exits with the shell's 128 + signal.
final class HeadlessDisplaySignalTests: XCTestCase {
    func test_sigterm_endsTheRunAndItsXvfb() throws { try checkEnds(by: SIGTERM) }
    func test_sigint_endsTheRunAndItsXvfb() throws { try checkEnds(by: SIGINT) }
    func test_sighup_endsTheRunAndItsXvfb() throws { try checkEnds(by: SIGHUP) }

    /// One process, told apart from a later one given the same pid by its start time.
    private struct Started: Equatable {
        let pid: pid_t
        let startTime: String

        /// The `/proc` entry's fields after the command name: state first, start time 20th.
        static func fields(of pid: pid_t) -> [Substring]? {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            return stat[stat.index(after: close)...].split(separator: " ")
        }

        /// Running: it exists with this start time and is no zombie (a zombie has exited).
        var isRunning: Bool {
            guard let fields = Self.fields(of: pid), fields.count > 19 else { return false }
            return fields[19] == startTime && fields[0] != "Z"
        }
    }

    /// The Xvfb that process `parent` started: its child whose command is Xvfb.
    private func xvfb(startedBy parent: pid_t) -> Started? {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = pid_t(entry),
                  let comm = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8),
                  comm.trimmingCharacters(in: .whitespacesAndNewlines) == "Xvfb",
                  let fields = Started.fields(of: pid), fields.count > 19, fields[1] == "\(parent)" else { continue }
            return Started(pid: pid, startTime: String(fields[19]))
        }
        return nil
    }

    private func checkEnds(by signal: Int32) throws {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("hybrid-signal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: site) }
        try Data("<!doctype html><title>waiting</title><p>waiting for a signal".utf8).write(to: site.appendingPathComponent("index.html"))

        let process = Process()
        process.executableURL = try HybridProcess.executable()
        process.arguments = ["run", site.path, "--duration", "60"]
        // No DISPLAY, so the run starts its own Xvfb (this test process may have set one for itself).
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "DISPLAY" }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        var server: Started?
        defer {
            // Only on failure: the Xvfb this run started, left behind, is ended here (never another process).
            if let server, server.isRunning { kill(server.pid, SIGKILL) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }

        // The page has loaded once the run prints its first step after the announcement.
        var text = ""
        while !(text.contains("started a private headless X server (Xvfb)") && text.contains("loaded")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        XCTAssertTrue(process.isRunning, "hybrid run ended before the signal was sent; it printed: \(text)")
        server = xvfb(startedBy: process.processIdentifier)
        let started = try XCTUnwrap(server, "hybrid run with no DISPLAY started no Xvfb of its own; it printed: \(text)")
        XCTAssertTrue(started.isRunning)

        kill(process.processIdentifier, signal)
        XCTAssertEqual(exited.wait(timeout: .now() + 10), .success, "hybrid run was still running 10 s after signal \(signal)")
        XCTAssertEqual(process.terminationReason, .exit, "hybrid run was killed by signal \(signal) instead of ending on it")
        XCTAssertEqual(process.terminationStatus, 128 + signal)
        // Xvfb has ended before the run exits; the grace only covers /proc catching up.
        let deadline = Date().addingTimeInterval(2)
        while started.isRunning, Date() < deadline { usleep(20_000) }
        XCTAssertFalse(started.isRunning, "the private Xvfb (pid \(started.pid)) outlived hybrid run after signal \(signal)")
    }
}
