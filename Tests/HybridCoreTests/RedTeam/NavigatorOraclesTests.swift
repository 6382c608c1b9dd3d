import Foundation
import Testing
@testable import HybridCore
import HybridTesting
import HybridVocabulary

/// Red team (issue 56, every door asks): what a door answers must not tell an app's page what it may
/// not see. `popTo` with a URL pattern searched every page below, then refused a match among the
/// host's pages as `navigator_not_own_app` and anything else as `navigator_no_match`: app a read the
/// host's page URLs (a session id in a query) one guess at a time. An external rule opened in the
/// system browser whatever https URL the app's page chose, past its walls.
@MainActor
struct NavigatorOraclesTests {
    typealias F = NavigatorDoorsFixture

    @Test func popTo_fromAnApp_answersTheSame_forAHostPagesURL_asForNothing() async throws {
        let f = try F(grants: ["a": []], rules: "[]")
        try await f.navigator.route(F.url("/home?session=s3cr3t"))
        try await f.commitTop()
        try await f.navigator.startApp("a")
        let a = try await f.commitTop()
        let right = await F.refusal { try await f.navigator.pagePopTo(.string("session=s3"), from: a) }
        let wrong = await F.refusal { try await f.navigator.pagePopTo(.string("session=xx"), from: a) }
        #expect(right == wrong, "app a told a host page's URL from a wrong guess: \(right ?? "nil") vs \(wrong ?? "nil")")
        #expect(f.urls == ["https://m.example/home?session=s3cr3t", "app://a/index.html"])
    }

    @Test func popTo_fromAnApp_findsItsOwnPages() async throws {
        let f = try F(grants: ["a": []], rules: "[]")
        try await f.navigator.route(F.url("/home"))
        try await f.commitTop()
        try await f.navigator.startApp("a")
        let first = try await f.commitTop()
        try await f.navigator.pagePush("/second.html", overrides: [:], passData: .null, from: first)
        let second = try await f.commitTop()
        try await f.navigator.pagePopTo(.string("index.html"), from: second)
        #expect(f.urls == ["https://m.example/home", "app://a/index.html"])
    }

    @Test func anExternalRule_opensNoWebPageOutsideTheAppsWalls() async throws {
        let f = try F(grants: ["a": []], rules: #"[{"patterns": ["^/help$"], "properties": {"external": true}}]"#)
        var opened: [String] = []
        f.navigator.onOpenExternally = { opened.append($0.absoluteString) }
        try await f.navigator.route(F.url("/home"))
        try await f.commitTop()
        try await f.navigator.startApp("a")
        let a = try await f.commitTop()
        let code = await F.refusal {
            try await f.navigator.pagePush("https://evil.example/help?leak=secret", overrides: [:], passData: .null, from: a, hasGesture: true)
        }
        #expect(code == "navigator_url_refused")
        #expect(opened == [], "app a's tap opened a host outside its walls in the system browser")
    }
}
