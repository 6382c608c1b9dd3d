import Foundation
import HybridCore
import HybridTestServer
import XCTest
import HybridVocabulary

/// HTTP Digest in real WebKitGTK: the same questions and answers as Basic.
final class DigestAuthenticationTests: XCTestCase {
    func testTheRightCredentialPassesTheServersDigestCheck_andTheAppSawTheDigestScheme() throws {
        try EngineHarness.run { engine, server in
            await DigestRoute.serve(server, at: "/digest-ok/page", realm: "digest-ok", user: "bob", password: "pa55",
                                    body: "<title>digest inside</title>")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let delegate = DownloadDelegate()
            delegate.credential = { _ in AuthenticationChallenge.Credential(user: "bob", password: "pa55") }
            container.delegate = delegate
            _ = try await container.load(server.url("/digest-ok/page"))
            let title = try await container.evaluateJavaScript("document.title", as: String.self)
            XCTAssertEqual(title, "digest inside")
            XCTAssertEqual(delegate.challenges.map(\.scheme), ["digest"])
            XCTAssertEqual(delegate.challenges.first?.realm, "digest-ok")
            XCTAssertEqual(delegate.challenges.first?.isSecure, false)
        }
    }

    func testAWrongDigestCredentialIsAskedAgainAsARetry_andCancelShowsNo401Body() throws {
        try EngineHarness.run { engine, server in
            await DigestRoute.serve(server, at: "/digest-retry/page", realm: "digest-retry", user: "bob", password: "pa55",
                                    body: "<title>digest inside</title>")
            await server.serve(html: "<title>before</title>", at: "/digest-before")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let delegate = DownloadDelegate()
            delegate.credential = { challenge in challenge.isRetry ? nil : AuthenticationChallenge.Credential(user: "bob", password: "wrong") }
            container.delegate = delegate
            _ = try await container.load(server.url("/digest-before"))
            do {
                _ = try await container.load(server.url("/digest-retry/page"))
                XCTFail("a cancelled challenge loaded the page")
            } catch let error as NavigationError {
                XCTAssertEqual(error, .cancelled)
            }
            XCTAssertEqual(delegate.challenges.map(\.isRetry), [false, true])
            let text = try await container.evaluateJavaScript("document.title + '|' + document.body.innerText", as: String.self)
            XCTAssertEqual(text, "before|")
        }
    }
}
