import Foundation
import HybridCore
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// TLS errors in real WebKitGTK against a loopback HTTPS server whose
/// certificate is made for the test: the app is asked with the certificate and
/// the errors, nothing is trusted unless it says so, and it is asked once.
final class ServerTrustTests: XCTestCase {
    func testAnUntrustedCertificate_reachesTheDelegateWithItsDetails_andTrustingItLoadsThePage() throws {
        try EngineHarness.run { engine, _ in
            let certificate = try TestCertificate.make()
            let server = try TLSTestServer.start(certificate: certificate)
            defer { server.stop() }
            server.serve("<title>dev server</title>", at: "/dev")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let delegate = TrustDelegate()
            delegate.answer = true
            container.delegate = delegate
            _ = try await container.load(server.url("/dev"))
            let title = try await container.evaluateJavaScript("document.title", as: String.self)
            XCTAssertEqual(title, "dev server")
            XCTAssertEqual(delegate.challenges.count, 1)
            let challenge = try XCTUnwrap(delegate.challenges.first)
            XCTAssertEqual(challenge.host, "127.0.0.1")
            XCTAssertEqual(challenge.port, server.port)
            XCTAssertEqual(challenge.url, server.url("/dev"))
            XCTAssertTrue(challenge.errors.contains(.unknownCA), "\(challenge.errors)")
            XCTAssertEqual(challenge.certificate.der, Data(certificate.der))
            XCTAssertEqual(challenge.certificate.pin, certificate.pin, "the core's SPKI hash is swift-crypto's")
            XCTAssertEqual(challenge.certificate.subject, certificate.subject)
            XCTAssertEqual(server.log.requests.map(\.path), ["/dev"], "the failed first attempt sent no request")
            XCTAssertEqual(delegate.failures, [])
        }
    }

    func testRefusing_failsTheLoadWithTheTypedError_andTheServerGotNoRequest() throws {
        try EngineHarness.run { engine, _ in
            let server = try TLSTestServer.start(certificate: try TestCertificate.make())
            defer { server.stop() }
            server.serve("<title>secret</title><script>fetch('/beacon')</script>", at: "/refused")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let delegate = TrustDelegate()
            container.delegate = delegate
            do {
                _ = try await container.load(server.url("/refused"))
                XCTFail("an untrusted certificate loaded")
            } catch let error as NavigationError {
                guard case .serverCertificateUntrusted(let host, let errors) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(host, "127.0.0.1")
                XCTAssertTrue(errors.contains(.unknownCA))
                XCTAssertEqual(error.code, "certificate_untrusted")
            }
            XCTAssertEqual(delegate.challenges.count, 1)
            XCTAssertEqual(delegate.failures.map(\.code), ["certificate_untrusted"])
            let shown = try await container.evaluateJavaScript("location.href + '|' + document.title", as: String.self)
            XCTAssertFalse(shown.contains("refused") || shown.contains("secret"), shown)
            XCTAssertEqual(server.log.requests, [], "no HTTP request reached the server")
        }
    }

    /// WebKitGTK 2.50 fails about half of these as a cancelled load with no TLS signal; the view's own handshake finds the certificate.
    func testFromAViewAlreadyShowingAPage_anUntrustedCertificateIsAlwaysPutToTheDelegate_andTrustingLoadsIt() throws {
        try EngineHarness.run(limit: .seconds(120)) { engine, http in
            let server = try TLSTestServer.start(certificate: try TestCertificate.make())
            defer { server.stop() }
            server.serve("<title>secret</title>", at: "/after")
            await http.serve(html: "<title>shown</title>", at: "/shown")
            for round in 1...10 {
                let container = try EngineHarness.container(engine)
                defer { container.close() }
                let delegate = TrustDelegate()
                container.delegate = delegate
                try await container.load(http.url("/shown"))
                do {
                    _ = try await container.load(server.url("/after"))
                    XCTFail("round \(round): an untrusted certificate loaded")
                } catch let error as NavigationError {
                    XCTAssertEqual(error.code, "certificate_untrusted", "round \(round): \(error)")
                }
                XCTAssertEqual(delegate.challenges.count, 1, "round \(round)")
            }
            XCTAssertEqual(server.log.requests, [], "no HTTP request reached the server")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let delegate = TrustDelegate()
            delegate.answer = true
            container.delegate = delegate
            try await container.load(http.url("/shown"))
            try await container.load(server.url("/after"))
            let title = try await container.evaluateJavaScript("document.title")
            XCTAssertEqual(title, "secret")
        }
    }

    func testWithNoDelegate_anUntrustedCertificateIsRefused() throws {
        try EngineHarness.run { engine, _ in
            let server = try TLSTestServer.start(certificate: try TestCertificate.make())
            defer { server.stop() }
            server.serve("<title>x</title>", at: "/alone")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            do {
                _ = try await container.load(server.url("/alone"))
                XCTFail("loaded")
            } catch let error as NavigationError {
                XCTAssertEqual(error.code, "certificate_untrusted")
            }
            XCTAssertEqual(server.log.requests, [])
        }
    }

    func testAViewClosedWhileTheAppDecides_isAnsweredOnce_andALateTrustTrustsNothing() throws {
        try EngineHarness.run { engine, _ in
            let server = try TLSTestServer.start(certificate: try TestCertificate.make())
            defer { server.stop() }
            server.serve("<title>late</title>", at: "/late")
            let container = try EngineHarness.container(engine)
            let delegate = TrustDelegate()
            delegate.holds = true
            container.delegate = delegate
            let load = Task { @MainActor in try await container.load(server.url("/late")) }
            try await eventually("the delegate is asked") { delegate.challenges.count == 1 }
            container.close()
            do {
                _ = try await load.value
                XCTFail("loaded")
            } catch let error as EngineError {
                XCTAssertEqual(error, .viewClosed)
            }
            delegate.release(true)  // too late: the engine already had its answer (refused)
            try await eventually("the late answer given") { delegate.lateAnswers == 1 }
            let again = try EngineHarness.container(engine)
            defer { again.close() }
            let second = TrustDelegate()
            again.delegate = second
            do {
                _ = try await again.load(server.url("/late"))
                XCTFail("the late answer trusted the certificate")
            } catch let error as NavigationError {
                XCTAssertEqual(error.code, "certificate_untrusted")
            }
            XCTAssertEqual(second.challenges.count, 1, "asked again: the closed view's late trust was not applied")
            XCTAssertEqual(server.log.requests, [])
        }
    }
}
