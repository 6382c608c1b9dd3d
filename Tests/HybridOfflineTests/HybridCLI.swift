import Foundation
import HybridTestServer
import XCTest

/// Runs the `hybrid` executable built beside the test bundle, as a separate process.
enum HybridCLI {
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("hybrid")
    }

    /// Runs to completion and returns standard output.
    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Starts `arguments`, waits until the process prints `line`, then kills it with SIGKILL.
    /// Returns `false` when the process ended without printing it.
    static func killWhenItPrints(_ line: String, _ arguments: [String]) throws -> Bool {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        while !text.contains(line) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let paused = text.contains(line)
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return paused && process.terminationReason == .uncaughtSignal
    }
}

/// A test of `hybrid` commands run as separate processes: a loopback server, a work
/// folder of its own, and the JSON line each command prints last.
class HybridCLITestCase: XCTestCase {
    var server: TestServer!
    var work: URL!

    override func setUp() async throws {
        server = try await TestServer.start()
        work = TestPackages.temporaryFolder(String(describing: type(of: self)))
    }

    override func tearDown() async throws { await server.stop() }

    /// Runs `arguments` and reads the last line it printed as a JSON object.
    func json(_ arguments: [String]) throws -> [String: Any] {
        let output = try HybridCLI.run(arguments)
        let line = output.split(separator: "\n").last.map(String.init) ?? ""
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], output)
    }

    func path(_ name: String) -> String { work.appendingPathComponent(name).path }
}
