import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

final class NavigationTests: XCTestCase {
    func test_redirectChain_reportsStartedRedirectedCommittedFinished_inOrder() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>end</title>", at: "/end")
            let hop2 = "/redirect?to=" + "/end".addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            let start = server.url("/redirect?to=" + hop2.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            var events: [String] = []
            container.onNavigationEvent = { event in
                switch event {
                case .started: events.append("started")
                case .redirected: events.append("redirected")
                case .committed(let url): events.append("committed \(url?.path ?? "")")
                case .finished(let url): events.append("finished \(url?.path ?? "")")
                case .failed(_, let error): events.append("failed \(error.code)")
                }
            }
            let earlier = await server.requests.count
            let finalURL = try await container.load(start)
            XCTAssertEqual(finalURL, server.url("/end"))
            XCTAssertEqual(events, ["started", "redirected", "redirected", "committed /end", "finished /end"])
            let hits = await server.requests.dropFirst(earlier).map(\.path).filter { $0 == "/redirect" || $0 == "/end" }
            XCTAssertEqual(hits, ["/redirect", "/redirect", "/end"])
        }
    }

    func test_postBody_reachesServerIntact() throws {
        try EngineHarness.run { engine, server in
            await server.route("/form") { request in .html("<title>posted</title><p>\(request.body.count)</p>") }
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let body = "name=J%C3%BCrgen+M%C3%BCller&note=a%26b%3Dc%0D%0Aline2&empty=&emoji=%F0%9F%98%80"
            var request = URLRequest(url: server.url("/form?x=1"))
            request.httpMethod = "POST"
            request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data(body.utf8)
            let finalURL = try await container.load(request)
            XCTAssertEqual(finalURL, server.url("/form?x=1"))
            let received = await server.requests(to: "/form")
            XCTAssertEqual(received.count, 1)
            XCTAssertEqual(received.first?.method, "POST")
            XCTAssertEqual(received.first?.bodyText, body)
            XCTAssertEqual(received.first?.headers["content-type"], "application/x-www-form-urlencoded")
        }
    }

    func test_postWithNonFormBody_throwsClearError_insteadOfDroppingTheBody() throws {
        try EngineHarness.run { engine, server in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            var request = URLRequest(url: server.url("/echo"))
            request.httpMethod = "POST"
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data("{\"a\":1}".utf8)
            do {
                try await container.load(request)
                XCTFail("should throw")
            } catch let EngineError.operationFailed(message) {
                XCTAssertTrue(message.contains("application/json"), message)
            }
        }
    }

    func test_getRequestHeaders_areSent() throws {
        try EngineHarness.run { engine, server in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            var request = URLRequest(url: server.url("/echo?h=1"))
            request.setValue("yes", forHTTPHeaderField: "X-Hybrid-Test")
            try await container.load(request)
            let received = await server.requests(to: "/echo").last
            XCTAssertEqual(received?.headers["x-hybrid-test"], "yes")
        }
    }

    func test_appPolicyHook_cancelsNavigation_andLinkClickIsReportedAsSuch() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<a id=go href=/forbidden>go</a>", at: "/start")
            await server.serve(html: "<title>forbidden</title>", at: "/forbidden")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let recorder = EventRecorder()
            recorder.decide = { $0.request.url?.path == "/forbidden" ? .cancel : .allow }
            container.delegate = recorder
            try await container.load(server.url("/start"))
            _ = try await container.evaluateJavaScript("document.getElementById('go').click()")
            try await eventually("the app was asked") { recorder.askedActions.contains { $0.request.url?.path == "/forbidden" } }
            let asked = recorder.askedActions.first { $0.request.url?.path == "/forbidden" }
            XCTAssertEqual(asked?.kind, .linkActivated)
            try await Task.sleep(for: .milliseconds(200))  // time for a navigation that must not happen
            XCTAssertEqual(container.url, server.url("/start"))
            let forbiddenHits = await server.requests(to: "/forbidden")
            XCTAssertTrue(forbiddenHits.isEmpty)
        }
    }

    func test_loadCancelledByApp_throwsCancelled_andNeverReachesServer() throws {
        try EngineHarness.run { engine, server in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let recorder = EventRecorder()
            recorder.decide = { _ in .cancel }
            container.delegate = recorder
            do {
                try await container.load(server.url("/blank?cancelled=1"))
                XCTFail("should throw")
            } catch let error as NavigationError {
                XCTAssertEqual(error, .cancelled)
            }
            let hits = await server.requests.filter { $0.query["cancelled"] == "1" }
            XCTAssertTrue(hits.isEmpty)
        }
    }
}
