import Foundation
import HybridCore
import HybridVocabulary
import HybridTesting
import HybridWebKitGTK
import XCTest

/// A prerendered page whose certificate is untrusted or pinned wrong never
/// becomes a lease: nobody sees it, so nobody is asked; the prerender fails and
/// is not kept, and a lease of the URL loads it where the app is asked.
final class PrerenderCertificateTests: XCTestCase {
    func testAnUntrustedCertificate_isRefusedUnasked_whilePrerendered_andAskedAtTheLease() throws {
        try EngineHarness.run { engine, _ in
            let server = try TLSTestServer.start(certificate: try TestCertificate.make())
            defer { server.stop() }
            server.serve("<title>dev</title>", at: "/prerendered")
            let delegate = TrustDelegate()
            delegate.answer = true
            let pool = WebViewPool(engine: engine)
            pool.containerConfiguration.delegate = delegate
            do {
                try await pool.prerender(server.url("/prerendered"))
                XCTFail("a page behind an untrusted certificate was prerendered")
            } catch let error as NavigationError {
                XCTAssertEqual(error.code, "certificate_untrusted")
            }
            XCTAssertEqual(delegate.challenges.count, 0, "nobody sees a prerender, so nobody is asked")
            XCTAssertEqual(pool.prerenderedURLs, [])
            let shown: WebContainer
            do { shown = try await pool.lease(for: server.url("/prerendered")) } catch {
                XCTFail("lease failed: \(error); asked \(delegate.challenges.count), failures \(delegate.failures), log \(server.log.requests.map(\.path))")
                throw error
            }
            defer { shown.close() }
            XCTAssertEqual(delegate.challenges.count, 1, "asked once the page is to be seen")
            let title = try await shown.evaluateJavaScript("document.title", as: String.self)
            XCTAssertEqual(title, "dev")
        }
    }

    func testAPinnedHostWhoseCertificateMatchesNoPin_isNeverPrerendered() throws {
        try EngineHarness.run { engine, _ in
            let server = try TLSTestServer.start(certificate: try TestCertificate.make())
            defer { server.stop() }
            server.serve("<title>pinned</title>", at: "/pinned")
            let delegate = TrustDelegate()
            delegate.answer = true
            let pool = WebViewPool(engine: engine)
            pool.containerConfiguration.delegate = delegate
            pool.containerConfiguration.certificatePins = try ContainerConfiguration.CertificatePins(
                ["127.0.0.1": ["sha256/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="]])
            do {
                try await pool.prerender(server.url("/pinned"))
                XCTFail("a page whose certificate matches no pin was prerendered")
            } catch let error as NavigationError {
                XCTAssertTrue(["certificate_untrusted", "certificate_pin_mismatch"].contains(error.code), "\(error)")
            }
            XCTAssertEqual(pool.prerenderedURLs, [])
        }
    }
}
