import Foundation
import HybridCore
import HybridVocabulary
import HybridTestServer
import HybridTesting
import XCTest

/// A delegate that answers every challenge without looking at `isRetry` (a wrong
/// saved password) would make WebKit resend for ever; the container answers at
/// most three per host per document, then cancels and reports it.
final class CredentialAttemptLimitTests: XCTestCase {
    func testADelegateThatAlwaysAnswers_isAskedThreeTimes_thenTheChallengeIsCancelledAndReported() throws {
        try EngineHarness.run { engine, server in
            await AuthRoutes.basic(server, at: "/loop/page", realm: "loop", user: "ann", password: "right", body: "<title>inside</title>")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let delegate = DownloadDelegate()
            delegate.credential = { _ in AuthenticationChallenge.Credential(user: "ann", password: "wrong") }
            container.delegate = delegate
            let started = ContinuousClock.now
            _ = try? await container.load(server.url("/loop/page"), timeout: .seconds(10))
            XCTAssertLessThan(ContinuousClock.now - started, .seconds(5), "the load ended instead of retrying")
            try await Task.sleep(for: .milliseconds(500))  // a resend, were there one, would arrive by now
            XCTAssertEqual(delegate.challenges.count, 3)
            XCTAssertEqual(delegate.refusals, [3])
            let requests = await server.requests(to: "/loop/page")
            XCTAssertLessThanOrEqual(requests.count, 4, "the first request and three answers")
        }
    }

    func testTheCountStartsAgain_inTheNextDocument() throws {
        try EngineHarness.run { engine, server in
            await AuthRoutes.basic(server, at: "/again/page", realm: "again", user: "ann", password: "right", body: "<title>inside</title>")
            await server.serve(html: "<title>between</title>", at: "/again/between")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let delegate = DownloadDelegate()
            delegate.credential = { _ in AuthenticationChallenge.Credential(user: "ann", password: "wrong") }
            container.delegate = delegate
            _ = try? await container.load(server.url("/again/page"), timeout: .seconds(10))
            _ = try await container.load(server.url("/again/between"))
            delegate.credential = { _ in AuthenticationChallenge.Credential(user: "ann", password: "right") }
            _ = try await container.load(server.url("/again/page"))
            let title = try await container.evaluateJavaScript("document.title", as: String.self)
            XCTAssertEqual(title, "inside")
            XCTAssertEqual(delegate.refusals.count, 1)
        }
    }
}
