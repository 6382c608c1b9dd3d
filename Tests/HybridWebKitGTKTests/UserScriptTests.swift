import Foundation
import HybridCore
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

final class UserScriptTests: XCTestCase {
    func test_userScripts_runInTheOrderAdded_atTheirInjectionTime() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>t</title><script>window.log.push('page')</script>", at: "/order")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            try container.addUserScript(UserScript(source: "window.log = ['start1']"))
            try container.addUserScript(UserScript(source: "window.log.push('end')", runsAtDocumentEnd: true))
            try container.addUserScript(UserScript(source: "window.log.push('start2')"))
            try await container.load(server.url("/order"))
            let log = try await container.evaluateJavaScript("window.log")
            XCTAssertEqual(log, ["start1", "start2", "page", "end"])
        }
    }

    func test_mainFrameOnlyScript_isNotInjectedIntoIframe_butAllFramesScriptIs() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<p>child</p>", at: "/child")
            await server.serve(html: "<iframe id=f src=/child></iframe>", at: "/parent")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            try container.addUserScript(UserScript(source: "window.mainOnly = true", forMainFrameOnly: true))
            try container.addUserScript(UserScript(source: "window.everywhere = true", forMainFrameOnly: false))
            try await container.load(server.url("/parent"))
            try await eventually("iframe loaded") {
                try await container.evaluateJavaScript("document.getElementById('f').contentDocument?.readyState") == "complete"
            }
            let seen = try await container.evaluateJavaScript("""
                ({top: [window.mainOnly === true, window.everywhere === true],
                  frame: [frames[0].mainOnly === true, frames[0].everywhere === true]})
                """)
            XCTAssertEqual(seen, ["top": [true, true], "frame": [false, true]])
        }
    }

    func test_namedWorldScript_isInvisibleToPageScripts() throws {
        try EngineHarness.run { engine, _ in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            try container.addUserScript(UserScript(source: "window.secret = 7", world: .named("private")))
            try await container.loadHTML("<p>x</p>")
            let inPage = try await container.evaluateJavaScript("typeof window.secret")
            let inWorld = try await container.evaluateJavaScript("window.secret", in: .named("private"))
            XCTAssertEqual(inPage, "undefined")
            XCTAssertEqual(inWorld, 7)
        }
    }
}
