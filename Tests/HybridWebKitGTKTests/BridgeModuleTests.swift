import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// An app's module and `hybrid.chrome` take the same path into a real page:
/// `hybrid.<namespace>.<method>`, events through `hybrid.on`, every handler check.
final class BridgeModuleTests: XCTestCase {
    @MainActor
    final class Counter: BridgeModule {
        let namespace = "counter"
        var value = 0
        var loaded: [String] = []
        var module: BridgeModuleDeclaration?

        func declare(_ module: BridgeModuleDeclaration) {
            self.module = module
            module.method("add", arguments: ["by"]) { [unowned self] (params: [String: Int]) -> Int in
                value += params["by"] ?? 1
                return value
            }
            module.method("reset", arguments: [], returnsValue: false) { [unowned self] (_: JSONValue) -> Int in
                value = 0
                return value
            }
            module.method("echo") { (params: JSONValue) in params }
            module.event("changed")
        }

        func pageDidLoad(_ url: URL?) { loaded.append(url?.path ?? "") }
    }

    /// What the iframe of another origin reports back to its parent.
    private static let frame = """
        <script>
        (async () => {
          let code = 'called';
          try { await hybrid.counter.add(1); } catch (e) { code = e.code; }
          parent.postMessage(code, '*');
        })();
        </script>
        """

    func test_appModule_isCalledByName_hearsEvents_andRefusesAnotherOriginsFrame() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: Self.frame, at: "/counter-frame")
            let counter = Counter()
            let parent = """
                <script>window.frameCode = null; addEventListener('message', e => { window.frameCode = e.data; });
                        window.heard = []; hybrid.on('counter.changed', p => heard.push(p.value));</script>
                <iframe src="\(server.secondURL("/counter-frame").absoluteString)"></iframe>
                """
            let container = try await BridgePage.open(engine, server, html: parent, path: "/counter") { try $0.bridge.install(counter) }
            defer { container.close() }
            let result = try await BridgePage.run(container, """
                const added = await hybrid.counter.add(2);
                const again = await hybrid.counter.add(3, { timeout: 5000 });
                const reset = await hybrid.counter.reset();
                const echoed = await hybrid.counter.echo({ a: [1, 'x'] });
                hybrid.counter = null;
                try { hybrid.counter.add = () => 'fake'; } catch (e) { /* strict mode throws, sloppy mode ignores */ }
                const replaced = hybrid.counter.add(0) instanceof Promise ? 'no' : 'yes';
                return { added, again, reset: reset === undefined ? 'undefined' : reset, echoed,
                         stillThere: typeof hybrid.counter, frozen: Object.isFrozen(hybrid.counter), replaced };
                """)
            XCTAssertEqual(result["added"], 2)
            XCTAssertEqual(result["again"], 5)
            XCTAssertEqual(result["reset"], "undefined")
            XCTAssertEqual(result["echoed"], ["a": [1, "x"]])
            XCTAssertEqual(result["stillThere"], "object")
            XCTAssertEqual(result["frozen"], true)
            XCTAssertEqual(result["replaced"], "no")
            XCTAssertEqual(counter.value, 0)
            try await counter.module?.emit("changed", ["value": 7])
            try await eventually("event heard") { try await container.evaluateJavaScript("heard.join()") == "7" }
            try await eventually("frame refused") { try await container.evaluateJavaScript("window.frameCode") != .null }
            let frameCode = try await container.evaluateJavaScript("window.frameCode")
            XCTAssertEqual(frameCode, "frame_not_allowed", "the iframe has the module, and is refused before its origin is even asked")
            XCTAssertEqual(counter.loaded, ["/counter"])
        }
    }

    /// A page already shown (a prerendered one handed out, or an app installing late) gets it at once, and so does the next.
    func test_moduleInstalledAfterALoad_reachesTheShownPage_andItsNextDocument() throws {
        try EngineHarness.run { engine, server in
            let container = try await BridgePage.open(engine, server, path: "/before")
            defer { container.close() }
            try container.bridge.install(Counter())
            try await eventually("hybrid.counter in the page already shown") {
                try await BridgePage.run(container, "return typeof hybrid.counter") == "object"
            }
            let now = try await BridgePage.run(container, "return await hybrid.counter.add(2)")
            XCTAssertEqual(now, 2)
            await server.serve(html: "<title>after</title>", at: "/after")
            try await navigatePage(container, to: server.url("/after"))
            let added = try await BridgePage.run(container, "return await hybrid.counter.add(4)")
            XCTAssertEqual(added, 6, "the same module, now in the next document")
        }
    }
}
