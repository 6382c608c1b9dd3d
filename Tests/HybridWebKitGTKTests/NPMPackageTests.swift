import Foundation
import HybridCore
import HybridModules
import HybridTestServer
import HybridWebKitGTK
import XCTest
import HybridVocabulary

/// `js/` is the folder H5 projects install with npm (`@hybridkit/bridge`): the
/// page API's types and a test runtime. What it ships must agree with the
/// sources, and its runtime, loaded by a page as a browser loads it (no
/// HybridKit scripts), must behave for the page as the container's does.
final class NPMPackageTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let folder = root.appendingPathComponent("js")
    static let runtimePath = "/npm/hybrid-mock.js"

    // MARK: What the folder ships

    func test_declarationCopy_isTheSourceByteForByte() throws {
        let source = try Data(contentsOf: TypeScriptDeclarations.url)
        let copy = try Data(contentsOf: Self.folder.appendingPathComponent("bridge.d.ts"))
        XCTAssertTrue(source == copy, """
            js/bridge.d.ts differs from Sources/HybridCore/Resources/bridge.d.ts; npm cannot reach outside js/, \
            so it is a copy. Refresh it: cp Sources/HybridCore/Resources/bridge.d.ts js/bridge.d.ts
            """)
    }

    func test_packageJSON_hasTheVersion_shipsItsTypesAndRuntime_andNeedsNothing() throws {
        let package = try Self.packageJSON()
        let version = try String(contentsOf: Self.root.appendingPathComponent("Sources/HybridCore/Resources/VERSION"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(package["name"] as? String, "@hybridkit/bridge")
        XCTAssertEqual(package["version"] as? String, version, "js/package.json's version follows Sources/HybridCore/Resources/VERSION")
        for field in ["dependencies", "peerDependencies", "optionalDependencies", "devDependencies"] {
            XCTAssertNil(package[field], "the package needs nothing: \(field)")
        }
        XCTAssertEqual(package["license"] as? String, "Apache-2.0", "js/package.json names the repository's LICENSE")

        let files = Set((package["files"] as? [String] ?? []).map(Self.relative))
        for file in files {
            XCTAssertTrue(FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(file).path), "files lists \(file)")
        }
        let types = Self.relative(try XCTUnwrap(package["types"] as? String))
        let main = Self.relative(try XCTUnwrap(package["main"] as? String))
        XCTAssertTrue(files.contains(types), "types (\(types)) ships")
        XCTAssertTrue(files.contains(main), "main (\(main)) ships")
        XCTAssertTrue(files.contains("bridge.d.ts"))
        let root = try XCTUnwrap((package["exports"] as? [String: Any])?["."] as? [String: String])
        XCTAssertEqual(root["types"].map(Self.relative), types)
        XCTAssertEqual(root["default"].map(Self.relative), main)
        let index = try String(contentsOf: Self.folder.appendingPathComponent(types), encoding: .utf8)
        XCTAssertTrue(index.contains("from './bridge'"), "the package's types include bridge.d.ts")
    }

    // MARK: The runtime in a page with no container

    func test_runtimeInABarePage_definesWhatBridgeDeclares_bothWays() throws {
        try EngineHarness.run { engine, server in
            let container = try await Self.barePage(engine, server, path: "/npm-members")
            defer { container.close() }
            let page = try await BridgePage.run(container, """
                return { before: window.beforeRuntime, hybrid: Object.getOwnPropertyNames(hybrid),
                         storage: Object.getOwnPropertyNames(hybrid.storage), chrome: Object.getOwnPropertyNames(hybrid.chrome),
                         navigator: Object.getOwnPropertyNames(hybrid.navigator),
                         modules: Object.fromEntries(['ui', 'share', 'media', 'device', 'clipboard', 'haptics', 'app']
                                                     .map(name => [name, Object.getOwnPropertyNames(hybrid[name])])),
                         mock: Object.getOwnPropertyNames(hybridMock) };
                """)
            XCTAssertEqual(page["before"], "undefined undefined", "the page has none of the container's scripts")
            let hybrid = Self.names(page["hybrid"])
            let declared = try TypeScriptDeclarations.members(ofInterface: "Hybrid")
            XCTAssertEqual(hybrid.subtracting(declared), [], "defined by the test runtime but not declared")
            XCTAssertEqual(declared.subtracting(hybrid), [], "declared but not defined by the test runtime")
            XCTAssertEqual(Self.names(page["storage"]), try TypeScriptDeclarations.members(ofInterface: "HybridStorage"))
            XCTAssertEqual(Self.names(page["chrome"]), try TypeScriptDeclarations.members(ofInterface: "HybridChrome"))
            XCTAssertEqual(Self.names(page["navigator"]), try TypeScriptDeclarations.members(ofInterface: "HybridNavigator"))
            XCTAssertEqual(Self.names(page["mock"]), try Self.mockDeclarationMembers(), "hybridMock against hybrid-mock.d.ts")
            // The first-party modules, method for method as their native modules declare them.
            let native = FirstPartyModules(container: container, presenter: nil, network: nil)
            try native.install()
            for entry in container.bridge.modules.entries where FirstPartyModules.namespaces.contains(entry.declaration.namespace) {
                XCTAssertEqual(Self.names(page["modules"]?[entry.declaration.namespace]), Set(entry.declaration.methodNames), entry.declaration.namespace)
            }
        }
    }

    func test_runtimeInABarePage_answersCallsSendsEventsAndCallsPageFunctions_asTheTestSays() throws {
        try EngineHarness.run { engine, server in
            let container = try await Self.barePage(engine, server, path: "/npm-calls")
            defer { container.close() }
            let page = try await BridgePage.run(container, """
                const outcome = async (promise) => {
                  try { const ok = await promise; return { ok: ok === undefined ? 'undefined' : ok }; }
                  catch (e) { return { code: e.code, message: e.message, isError: e instanceof hybrid.HybridError && e instanceof Error }; }
                };
                hybridMock.handle('math.add', ({ a, b }) => a + b);
                hybridMock.handle('camera.open', () => { throw { code: 'permission_denied', message: 'camera permission denied' }; });
                hybridMock.handle('slow', () => new Promise(() => {}));
                const added = await outcome(hybrid.call('math.add', { a: 2, b: 40 }));
                const unknown = await outcome(hybrid.call('no.such.handler'));
                const denied = await outcome(hybrid.call('camera.open'));
                const slow = await outcome(hybrid.call('slow', null, { timeout: 50 }));
                const heard = [];
                hybrid.on('cart.changed', ({ items }) => heard.push(items));
                hybridMock.emit('cart.changed', { items: 3 });
                hybrid.register('h5.title', async ({ lang }) => document.title + ':' + lang);
                const title = await outcome(hybridMock.callPage('h5.title', { lang: 'zh' }));
                const noFunction = await outcome(hybridMock.callPage('h5.none'));
                await hybrid.storage.set('cart', { items: 3 });
                const stored = await hybrid.storage.get('cart');
                const titleSet = await outcome(hybrid.chrome.setTitle('Cart'));
                hybridMock.setValues({ user: 'u1' });
                return { added, unknown, denied, slow, heard, title, noFunction, stored, titleSet,
                         values: hybrid.values, frozen: Object.isFrozen(hybrid.values),
                         ready: (await hybrid.ready) === hybrid && hybrid.isReady, calls: hybridMock.calls };
                """)
            XCTAssertEqual(page["added"], ["ok": 42])
            XCTAssertEqual(page["unknown"], ["code": "handler_not_found", "message": "no handler named no.such.handler", "isError": true])
            XCTAssertEqual(page["denied"], ["code": "permission_denied", "message": "camera permission denied", "isError": true])
            XCTAssertEqual(page["slow"]?["code"], "timeout")
            XCTAssertEqual(page["heard"], [3])
            XCTAssertEqual(page["title"], ["ok": "npm:zh"])
            XCTAssertEqual(page["noFunction"]?["code"], "handler_not_found")
            XCTAssertEqual(page["stored"], ["items": 3])
            XCTAssertEqual(page["titleSet"], ["ok": "undefined"])
            XCTAssertEqual(page["values"], ["user": "u1"])
            XCTAssertEqual(page["frozen"], true)
            XCTAssertEqual(page["ready"], true)
            XCTAssertEqual(page["calls"], [
                ["name": "math.add", "params": ["a": 2, "b": 40]],
                ["name": "no.such.handler", "params": .null],
                ["name": "camera.open", "params": .null],
                ["name": "slow", "params": .null],
                ["name": "hybrid.storage.set", "params": ["key": "cart", "value": ["items": 3]]],
                ["name": "hybrid.storage.get", "params": ["key": "cart"]],
                ["name": "hybrid.chrome.setTitle", "params": ["title": "Cart"]],
            ])
        }
    }

    /// The same page calls a module declared to the test runtime and the same module
    /// installed in a real container: native and the test see the same calls and params.
    func test_declaredModule_sendsWhatTheContainersModuleReceives() throws {
        try EngineHarness.run { engine, server in
            let calls = """
                const results = [];
                results.push(await hybrid.share.text('Look'));
                results.push(await hybrid.share.text('Look', 'https://m.example.com/p/1', { timeout: 5000 }));
                results.push(await hybrid.share.open({ kind: 'qr' }));
                results.push(await hybrid.share.open());
                const quiet = await hybrid.share.quiet('ignored');
                return { results, quiet: quiet === undefined ? 'undefined' : quiet };
                """
            let mocked = try await Self.barePage(engine, server, path: "/npm-module")
            defer { mocked.close() }
            let fromMock = try await BridgePage.run(mocked, """
                hybridMock.declareModule('share', { text: ['text', 'url'], open: {}, quiet: { arguments: [], returnsValue: false } });
                hybridMock.handle('share.text', () => true);
                hybridMock.handle('share.open', (params) => params);
                hybridMock.handle('share.quiet', () => 1);
                const page = await (async () => { \(calls) })();
                return { page, calls: hybridMock.calls };
                """)

            let share = ShareRecorder()
            let real = try await BridgePage.open(engine, server, path: "/npm-module-real") { try $0.bridge.install(share) }
            defer { real.close() }
            let fromContainer = try await BridgePage.run(real, calls)

            XCTAssertEqual(fromMock["page"], fromContainer)
            XCTAssertEqual(fromContainer, [
                "results": [true, true, ["kind": "qr"], .null], "quiet": "undefined",
            ])
            XCTAssertEqual(fromMock["calls"], .array(share.received))
            XCTAssertEqual(share.received, [
                ["name": "share.text", "params": ["text": "Look", "url": .null]],
                ["name": "share.text", "params": ["text": "Look", "url": "https://m.example.com/p/1"]],
                ["name": "share.open", "params": ["kind": "qr"]],
                ["name": "share.open", "params": .null],
                ["name": "share.quiet", "params": [:]],
            ])
        }
    }

    /// In the app the container's runtime is there first: the test runtime defines nothing.
    func test_runtimeInTheContainer_leavesTheContainersHybridInPlace() throws {
        try EngineHarness.run { engine, server in
            await Self.serveRuntime(server)
            let html = """
                <title>npm</title>
                <script>window.before = window.hybrid; window.errors = []; addEventListener('error', e => errors.push(e.message));</script>
                <script src="\(Self.runtimePath)"></script>
                """
            let container = try await BridgePage.open(engine, server, html: html, path: "/npm-in-app") { container in
                container.bridge.register("npm.echo") { (params: JSONValue) in params }
            }
            defer { container.close() }
            let page = try await BridgePage.run(container, """
                return { loaded: typeof window.before === 'object' && [...document.scripts].some(s => s.src.endsWith(path)),
                         same: window.hybrid === window.before, mock: typeof window.hybridMock, errors,
                         answer: await hybrid.call('npm.echo', { x: 1 }) };
                """, ["path": .string(Self.runtimePath)])
            XCTAssertEqual(page["loaded"], true)
            XCTAssertEqual(page["same"], true, "the container's hybrid is still the page's")
            XCTAssertEqual(page["mock"], "undefined")
            XCTAssertEqual(page["errors"], [], "the runtime stepped aside without trying")
            XCTAssertEqual(page["answer"], ["x": 1], "answered by native, not by a mock")
            let requests = await server.requests(to: Self.runtimePath)
            XCTAssertFalse(requests.isEmpty, "the page fetched the runtime")
        }
    }

    // MARK: Helpers

    /// A module like an app's, recording the calls native receives.
    @MainActor
    final class ShareRecorder: BridgeModule {
        let namespace = "share"
        var received: [JSONValue] = []

        func declare(_ module: BridgeModuleDeclaration) {
            module.method("text", arguments: ["text", "url"]) { [unowned self] (params: JSONValue) -> Bool in
                received.append(["name": "share.text", "params": params])
                return true
            }
            module.method("open") { [unowned self] (params: JSONValue) -> JSONValue in
                received.append(["name": "share.open", "params": params])
                return params
            }
            module.method("quiet", arguments: [], returnsValue: false) { [unowned self] (params: JSONValue) -> Int in
                received.append(["name": "share.quiet", "params": params])
                return 1
            }
        }
    }

    /// Serves js/hybrid-mock.js as a static server would.
    private static func serveRuntime(_ server: TestServer) async {
        let url = folder.appendingPathComponent("hybrid-mock.js")
        await server.route(runtimePath) { _ in
            TestResponse(headers: [("Content-Type", "text/javascript; charset=utf-8")], body: try Data(contentsOf: url))
        }
    }

    /// A page as a browser has it: none of HybridKit's scripts (the container's are removed
    /// before the first load, as the benchmarks' bare views do), and the runtime by `<script src>`.
    @MainActor
    private static func barePage(_ engine: GTKEngine, _ server: TestServer, path: String) async throws -> WebContainer {
        await serveRuntime(server)
        await server.serve(html: """
            <title>npm</title>
            <script>window.beforeRuntime = typeof window.hybrid + ' ' + typeof window.__hybridkitPage;</script>
            <script src="\(runtimePath)"></script>
            """, at: path)
        let container = try EngineHarness.container(engine)
        try container.engineView.removeAllUserScripts()
        try await container.load(server.url(path))
        return container
    }

    private static func packageJSON() throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent("package.json"))
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private static func relative(_ path: String) -> String {
        path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }

    private static func names(_ value: JSONValue?) -> Set<String> {
        Set(value?.arrayValue?.compactMap(\.stringValue) ?? [])
    }

    /// Member names of `export interface HybridMock { … }` in js/hybrid-mock.d.ts.
    private static func mockDeclarationMembers() throws -> Set<String> {
        let text = try String(contentsOf: folder.appendingPathComponent("hybrid-mock.d.ts"), encoding: .utf8)
            .replacingOccurrences(of: #"/\*[\s\S]*?\*/"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"(?m)//.*$"#, with: "", options: .regularExpression)
        let header = "export interface HybridMock {"
        let start = try XCTUnwrap(text.range(of: header), "hybrid-mock.d.ts declares HybridMock")
        var depth = 1
        let body = text[start.upperBound...].prefix { character in
            if character == "{" { depth += 1 } else if character == "}" { depth -= 1 }
            return depth > 0
        }
        var names: Set<String> = []
        for line in body.split(separator: "\n") {
            guard let match = line.firstMatch(of: #/^\s*(?:readonly\s+)?([A-Za-z_$][\w$]*)\s*[<(?:]/#) else { continue }
            names.insert(String(match.output.1))
        }
        return names
    }
}
