import Foundation
import HybridCore
import HybridTestServer
import HybridTesting
import XCTest
import HybridVocabulary

/// HTTP Basic in real WebKitGTK: the app is asked with the challenge's details,
/// answers or cancels, and the credential reaches only the host that asked.
final class BasicAuthenticationTests: XCTestCase {
    func testTheRightCredentialLoadsThePage_andTheAppSawHostPortRealmAndScheme() throws {
        try EngineHarness.run { engine, server in
            await AuthRoutes.basic(server, at: "/basic-ok/page", realm: "ok-realm", user: "ann", password: "s3cret",
                                   body: "<title>inside</title>")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let delegate = DownloadDelegate()
            delegate.credential = { _ in AuthenticationChallenge.Credential(user: "ann", password: "s3cret") }
            container.delegate = delegate
            _ = try await container.load(server.url("/basic-ok/page"))
            let title = try await container.evaluateJavaScript("document.title", as: String.self)
            XCTAssertEqual(title, "inside")
            XCTAssertEqual(delegate.challenges, [AuthenticationChallenge(
                host: "127.0.0.1", port: server.url("/").port ?? 0, realm: "ok-realm", scheme: "basic", isSecure: false, isRetry: false)])
        }
    }

    func testCancellingFailsTheLoad_andTheServers401BodyIsNotShown() throws {
        try EngineHarness.run { engine, server in
            await AuthRoutes.basic(server, at: "/basic-cancel/page", realm: "cancel-realm", user: "ann", password: "x", body: "<title>inside</title>")
            await server.serve(html: "<title>before</title>", at: "/basic-cancel-before")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let delegate = DownloadDelegate()
            container.delegate = delegate
            _ = try await container.load(server.url("/basic-cancel-before"))
            do {
                _ = try await container.load(server.url("/basic-cancel/page"))
                XCTFail("a cancelled challenge loaded the page")
            } catch let error as NavigationError {
                XCTAssertEqual(error, .cancelled, "WebKitGTK reports the cancelled challenge as a cancelled load (302)")
            }
            XCTAssertEqual(delegate.challenges.count, 1)
            let text = try await container.evaluateJavaScript("document.title + '|' + document.body.innerText", as: String.self)
            XCTAssertEqual(text, "before|", "the page before stays; the 401 body is not shown")
        }
    }

    func testAWrongCredentialIsRejected_andTheAppIsAskedAgainAsARetry() throws {
        try EngineHarness.run { engine, server in
            await AuthRoutes.basic(server, at: "/basic-retry/page", realm: "retry-realm", user: "ann", password: "right",
                                   body: "<title>inside</title>")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let delegate = DownloadDelegate()
            delegate.credential = { challenge in
                AuthenticationChallenge.Credential(user: "ann", password: challenge.isRetry ? "right" : "wrong")
            }
            container.delegate = delegate
            _ = try await container.load(server.url("/basic-retry/page"))
            XCTAssertEqual(delegate.challenges.map(\.isRetry), [false, true])
            let title = try await container.evaluateJavaScript("document.title", as: String.self)
            XCTAssertEqual(title, "inside")
        }
    }

    func testARedirectToAnotherHostDoesNotCarryTheCredential() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>landing</title>", at: "/basic-landing")
            await AuthRoutes.basic(server, at: "/basic-redirect/page", realm: "redirect-realm", user: "ann", password: "pw",
                                   body: "", redirectTo: server.secondURL("/basic-landing"))
            await server.clearRequests()
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let delegate = DownloadDelegate()
            delegate.credential = { _ in AuthenticationChallenge.Credential(user: "ann", password: "pw") }
            container.delegate = delegate
            _ = try await container.load(server.url("/basic-redirect/page"))
            let title = try await container.evaluateJavaScript("document.title", as: String.self)
            XCTAssertEqual(title, "landing")
            let asked = await server.requests(to: "/basic-redirect/page")
            XCTAssertTrue(asked.contains { $0.headers["authorization"] != nil }, "the host that asked got the credential")
            let landed = await server.requests(to: "/basic-landing")
            XCTAssertEqual(landed.count, 1)
            XCTAssertEqual(landed.first?.origin, server.secondURL("/").absoluteString.trimmingCharacters(in: ["/"]))
            XCTAssertNil(landed.first?.headers["authorization"], "the other host got no credential")
        }
    }

    func testAChallengeStillUnansweredWhenTheViewClosesIsCancelledAndNothingHangs() throws {
        try EngineHarness.run { engine, server in
            await AuthRoutes.basic(server, at: "/basic-close/page", realm: "close-realm", user: "ann", password: "pw", body: "<title>inside</title>")
            await server.clearRequests()
            let container = try EngineHarness.container(engine)
            let delegate = DownloadDelegate()
            delegate.credential = { _ in await DownloadDelegate.never(AuthenticationChallenge.Credential(user: "ann", password: "pw")) }
            container.delegate = delegate
            let load = Task { @MainActor in try await container.load(server.url("/basic-close/page")) }
            try await eventually("challenge asked") { delegate.challenges.count == 1 }
            container.close()
            _ = try? await load.value
            try await Task.sleep(for: .milliseconds(200))  // time for a credential that must not be sent
            let requests = await server.requests(to: "/basic-close/page")
            XCTAssertFalse(requests.contains { $0.headers["authorization"] != nil }, "closing sent no credential")
            let next = try EngineHarness.container(engine)
            defer { next.close() }
            let nextDelegate = DownloadDelegate()
            nextDelegate.credential = { _ in AuthenticationChallenge.Credential(user: "ann", password: "pw") }
            next.delegate = nextDelegate
            _ = try await next.load(server.url("/basic-close/page"))
            XCTAssertEqual(nextDelegate.challenges.count, 1, "the next view is asked afresh")
        }
    }
}
