import Foundation
import HybridCore
import HybridWebKitGTK
import XCTest
import HybridEngineSupport

/// A certificate the app trusted in one profile, in a real WebKit: another
/// profile's page of the same server is asked again, as if nothing had been trusted.
final class ProfileTrustTests: XCTestCase {
    func test_certificateTrustedInOneProfile_isAskedAgainInAnother() throws {
        try EngineHarness.run { _, _ in
            let certificate = try TestCertificate.make()
            let server = try TLSTestServer.start(certificate: certificate)
            defer { server.stop() }
            server.serve("<title>dev server</title>", at: "/dev")
            let engine = try GTKEngine()
            let trusting = TrustDelegate()
            trusting.answer = .trust
            let alice = try ProfileFixture.container(engine, try .named("alice"))
            alice.delegate = trusting
            _ = try await alice.load(server.url("/dev"))
            let secondAlice = try ProfileFixture.container(engine, try .named("alice"))
            secondAlice.delegate = trusting
            _ = try await secondAlice.load(server.url("/dev"))
            XCTAssertEqual(trusting.challenges.count, 1, "alice's trust holds for her other pages")

            let refusing = TrustDelegate()
            let bob = try ProfileFixture.container(engine, try .named("bob"))
            defer { alice.close(); secondAlice.close(); bob.close() }
            bob.delegate = refusing
            do {
                _ = try await bob.load(server.url("/dev"))
                XCTFail("bob's page loaded on alice's trust")
            } catch {}
            XCTAssertEqual(refusing.challenges.count, 1, "bob's profile asked the app itself")
        }
    }
}
