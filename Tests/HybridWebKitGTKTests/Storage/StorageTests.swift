import Foundation
import HybridCore
import HybridStorage
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// `hybrid.storage` in WebKitGTK on both loopback origins, and the store behind it.
final class StorageTests: XCTestCase {}

func temporaryStorageFile() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("hybridkit-storage-\(UUID().uuidString)/store.sqlite")
}

/// Opens `url` in a container whose bridge serves `storage`, and waits for the bridge.
@MainActor
private func storagePage(_ engine: GTKEngine, _ storage: BridgeStorage, _ url: URL) async throws -> WebContainer {
    let container = try EngineHarness.container(engine)
    storage.install(on: container.bridge)
    try await container.load(url)
    try await eventually("bridge connected") { container.bridge.isPageReady }
    return container
}

/// Runs `body` in the page and returns `{ok}` or `{code}`.
@MainActor
private func attempt(_ container: WebContainer, _ body: String) async throws -> JSONValue {
    try await BridgePage.run(container, "try { return {ok: await (async () => { \(body) })()}; } catch (e) { return {code: e.code}; }")
}

extension StorageTests {
    func test_eachOriginHasItsOwnNamespace_andNativeReadsAndWritesTheSameStore() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>store</title>", at: "/store")
            let storage = try BridgeStorage(fileURL: temporaryStorageFile())
            let first = try await storagePage(engine, storage, server.url("/store"))
            defer { first.close() }
            let second = try await storagePage(engine, storage, server.secondURL("/store"))
            defer { second.close() }
            _ = try await attempt(first, "await hybrid.storage.set('cart', {items: [1, 2]}); return null")
            _ = try await attempt(second, "await hybrid.storage.set('cart', 'other'); return null")
            let firstCart = try await attempt(first, "return await hybrid.storage.get('cart')")
            XCTAssertEqual(firstCart, ["ok": ["items": [1, 2]]])
            let secondCart = try await attempt(second, "return await hybrid.storage.get('cart')")
            XCTAssertEqual(secondCart, ["ok": "other"])
            let firstOrigin = try BridgeOrigin(serializedOrigin(server.origin))
            XCTAssertEqual(try storage.value(for: "cart", origin: firstOrigin), #"{"items":[1,2]}"#)
            try storage.setValue(#""from native""#, for: "token", origin: firstOrigin)
            let keys = try await attempt(first, "return await hybrid.storage.keys()")
            XCTAssertEqual(keys, ["ok": ["cart", "token"]])
            let missing = try await attempt(second, "return await hybrid.storage.get('token')")
            XCTAssertEqual(missing, ["ok": .null])
            _ = try await attempt(first, "await hybrid.storage.remove('cart'); return null")
            XCTAssertEqual(try storage.keys(origin: firstOrigin), ["token"])
            _ = try await attempt(second, "await hybrid.storage.clear(); return null")
            XCTAssertEqual(try storage.origins(), [firstOrigin.description])
        }
    }

    func test_aPageCannotNameAnotherOrigin_itsWritesLandInItsOwn() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>store</title>", at: "/store")
            let storage = try BridgeStorage(fileURL: temporaryStorageFile())
            let page = try await storagePage(engine, storage, server.url("/store"))
            defer { page.close() }
            let other = serializedOrigin(server.secondOrigin)
            _ = try await BridgePage.call(page, "hybrid.storage.set", ["key": "k", "value": 1, "origin": .string(other)])
            XCTAssertEqual(try storage.origins(), [serializedOrigin(server.origin)])
            XCTAssertNil(try storage.value(for: "k", origin: try BridgeOrigin(other)))
        }
    }

    func test_anOpaqueOrigin_isRefused_withATypedError() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>sandboxed</title>", at: "/sandboxed", headers: [("Content-Security-Policy", "sandbox allow-scripts")])
            let storage = try BridgeStorage(fileURL: temporaryStorageFile())
            let page = try await storagePage(engine, storage, server.url("/sandboxed"))
            defer { page.close() }
            let refused = try await attempt(page, "await hybrid.storage.set('k', 1); return null")
            XCTAssertEqual(refused, ["code": "storage_origin_opaque"])
            XCTAssertEqual(try storage.origins(), [])
        }
    }

    func test_quotaPerSite_refusesTheWriteThatWouldPassIt_andLeavesAnotherSiteAlone() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>store</title>", at: "/store")
            let storage = try BridgeStorage(fileURL: temporaryStorageFile(), quotaBytesPerSite: 10_000)
            let first = try await storagePage(engine, storage, server.url("/store"))
            defer { first.close() }
            let second = try await storagePage(engine, storage, server.secondURL("/store"))
            defer { second.close() }
            let fill = "const v = 'x'.repeat(4096); await hybrid.storage.set('a', v); await hybrid.storage.set('b', v); "
            let filled = try await attempt(first, fill + "return null")
            XCTAssertEqual(filled, ["ok": .null])
            let third = try await attempt(first, "await hybrid.storage.set('c', 'x'.repeat(4096)); return null")
            XCTAssertEqual(third, ["code": "storage_quota_exceeded"])
            let keys = try await attempt(first, "return await hybrid.storage.keys()")
            XCTAssertEqual(keys, ["ok": ["a", "b"]], "nothing of the refused write was stored")
            let replaced = try await attempt(first, "await hybrid.storage.set('a', 'small'); return null")
            XCTAssertEqual(replaced, ["ok": .null], "replacing a value counts only the new one")
            let otherFilled = try await attempt(second, fill + "return null")
            XCTAssertEqual(otherFilled, ["ok": .null], "127.0.0.2 is a site of its own, with its own quota")
        }
    }

    func test_aWriteSurvivesKill9_aFreshOpenReadsIt() throws {
        let file = temporaryStorageFile()
        let process = Process()
        process.executableURL = try HybridProcess.executable()
        process.arguments = ["storage", "put", file.path, "https://m.example.com", "cart", #"{"items":[3]}"#, "--hold"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        XCTAssertEqual(line.trimmingCharacters(in: .whitespacesAndNewlines), "stored")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        let reopened = try BridgeStorage(fileURL: file)
        XCTAssertEqual(try reopened.value(for: "cart", origin: try BridgeOrigin("https://m.example.com")), #"{"items":[3]}"#)
    }

    func test_clearingAnOriginsWebsiteData_clearsItsBridgeStorage_only() throws {
        try EngineHarness.run { engine, server in
            let storage = try BridgeStorage(fileURL: temporaryStorageFile())
            let first = try BridgeOrigin(serializedOrigin(server.origin)), second = try BridgeOrigin(serializedOrigin(server.secondOrigin))
            try storage.setValue("1", for: "k", origin: first)
            try storage.setValue("2", for: "k", origin: second)
            let cleaner = WebsiteDataCleaner(engine: engine, storages: [storage])
            try await cleaner.remove(.all, forSites: [server.secondOrigin.host!])
            XCTAssertEqual(try storage.origins(), [first.description])
            try await cleaner.remove([.bridgeStorage])
            XCTAssertEqual(try storage.origins(), [])
        }
    }
}
