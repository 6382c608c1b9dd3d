import Foundation
import XCTest

/// Runs the built `hybrid` executable as a user would, capturing its output.
struct HybridProcess {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String

        /// Standard output's lines parsed as JSON objects (for `--json` runs).
        var jsonLines: [[String: Any]] {
            stdout.split(separator: "\n").compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
        }
    }

    /// `hybrid` is built into the same products folder as the test bundle.
    static func executable() throws -> URL {
        let products = Bundle.main.bundleURL
        for folder in [products, products.deletingLastPathComponent()] {
            let candidate = folder.appendingPathComponent("hybrid")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        XCTFail("the hybrid executable is not in \(products.path); build it with `swift build --build-tests`, which builds every product")
        throw CocoaError(.fileNoSuchFile)
    }

    /// Runs `hybrid` with `arguments`; a run that hangs is killed after `limit` and fails the test.
    static func run(_ arguments: [String], limit: TimeInterval = 120) throws -> Outcome {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        // Files, not pipes: a full pipe would block the child while this waits for it.
        let folder = FileManager.default.temporaryDirectory
        let out = folder.appendingPathComponent("hybrid-out-\(UUID().uuidString)")
        let err = folder.appendingPathComponent("hybrid-err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: out); try? FileManager.default.removeItem(at: err) }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        if exited.wait(timeout: .now() + limit) == .timedOut {
            process.terminate()
            exited.wait()
            XCTFail("hybrid \(arguments.joined(separator: " ")) was still running after \(Int(limit)) s")
        }
        return Outcome(
            status: process.terminationStatus,
            stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    }
}
