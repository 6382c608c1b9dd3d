import Foundation
import XCTest

/// `hybrid run` against a loopback HTTPS server with a self-signed certificate:
/// the mock file's `certificates` key decides, and each certificate question and
/// pin failure is printed.
final class RunCommandCertificateTests: XCTestCase {
    private static func mock(_ text: String) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hybrid-cert-mock-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: file)
        return file.path
    }

    func test_runCommand_trustsOnlyTheMockFilesHosts_printsEachCertificate_andEachPinFailure() throws {
        let certificate = try TestCertificate.make()
        let server = try TLSTestServer.start(certificate: certificate)
        defer { server.stop() }
        server.serve("<title>dev</title>", at: "/dev")
        let url = server.url("/dev").absoluteString

        let trusted = try HybridProcess.run(["run", url, "--mock", try Self.mock(#"{"certificates": {"trust": ["127.0.0.1"]}}"#), "--duration", "0"])
        XCTAssertEqual(trusted.status, 0, trusted.stdout + trusted.stderr)
        XCTAssertTrue(trusted.stdout.contains("127.0.0.1:\(server.port) presented \(certificate.subject) (\(certificate.pin)) with unknown_ca"), trusted.stdout)
        XCTAssertTrue(trusted.stdout.contains("trusted (certificates.trust)"), trusted.stdout)
        XCTAssertTrue(trusted.stdout.contains("loaded \(url)"), trusted.stdout)

        let refused = try HybridProcess.run(["run", url, "--duration", "0"])
        XCTAssertEqual(refused.status, 3, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stdout.contains(#"refused; to trust it add "certificates": {"trust": ["127.0.0.1"]}"#), refused.stdout)

        let wrongPin = "sha256/" + Data(repeating: 9, count: 32).base64EncodedString()
        let pinned = try HybridProcess.run(["run", url, "--json", "--duration", "0", "--mock",
                                            try Self.mock(#"{"certificates": {"trust": ["127.0.0.1"], "pins": {"127.0.0.1": ["\#(wrongPin)"]}}}"#)])
        XCTAssertEqual(pinned.status, 3, pinned.stdout + pinned.stderr)
        let mismatch = pinned.jsonLines.first { $0["type"] as? String == "certificatePinMismatch" }
        XCTAssertEqual(mismatch?["host"] as? String, "127.0.0.1", pinned.stdout)
        XCTAssertEqual(server.log.requests.map(\.path), ["/dev"], "only the trusted run sent a request")
    }
}
