import Foundation
import HybridCore
import HybridModules
import HybridOffline
import HybridStorage
import HybridTestServer
import HybridWebKitGTK
import XCTest

/// `bridge.d.ts` is what H5 developers code against: it must declare exactly
/// what the runtime exposes and what native sends, both ways.
final class BridgeDeclarationTests: XCTestCase {
    func test_hybridObject_matchesItsDeclaration_bothWays() throws {
        try EngineHarness.run { engine, server in
            let appStorage = try BridgeStorage(fileURL: temporaryStorageFile())
            let container = try await BridgePage.open(engine, server, path: "/declarations") {
                appStorage.install(on: $0.bridge)
                try FirstPartyModules(container: $0, presenter: nil, network: nil).install()
            }
            defer { container.close() }
            let runtime = try await BridgePage.run(container, """
                return { hybrid: Object.getOwnPropertyNames(hybrid), storage: Object.getOwnPropertyNames(hybrid.storage),
                         chrome: Object.getOwnPropertyNames(hybrid.chrome), ui: Object.getOwnPropertyNames(hybrid.ui) };
                """)
            let hybrid = Set(runtime["hybrid"]?.arrayValue?.compactMap(\.stringValue) ?? [])
            let storage = Set(runtime["storage"]?.arrayValue?.compactMap(\.stringValue) ?? [])
            XCTAssertEqual(hybrid.subtracting(try TypeScriptDeclarations.members(ofInterface: "Hybrid")), [], "exposed but not declared")
            // `navigator` is there in pages a Navigator shows (test_navigatorModule_matchesItsDeclaration_bothWays).
            XCTAssertEqual(try TypeScriptDeclarations.members(ofInterface: "Hybrid").subtracting(hybrid), ["navigator"], "declared but not exposed")
            XCTAssertEqual(storage, try TypeScriptDeclarations.members(ofInterface: "HybridStorage"))
            let chrome = Set(runtime["chrome"]?.arrayValue?.compactMap(\.stringValue) ?? [])
            XCTAssertEqual(chrome, try TypeScriptDeclarations.members(ofInterface: "HybridChrome"))
            let ui = Set(runtime["ui"]?.arrayValue?.compactMap(\.stringValue) ?? [])
            XCTAssertEqual(ui, try TypeScriptDeclarations.members(ofInterface: "HybridUi"))
        }
    }

    /// Each of HybridKit's own modules is declared in `bridge.d.ts` as `Hybrid<Name>`
    /// with its events in `<Name>Events`, method for method and event for event.
    func test_firstPartyModules_matchTheirDeclarations_bothWays() throws {
        try EngineHarness.run { engine, _ in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            try BridgeStorage(fileURL: temporaryStorageFile()).install(on: container.bridge)
            try FirstPartyModules(container: container, presenter: nil, network: nil).install()
            for entry in container.bridge.modules.entries {
                let name = entry.declaration.namespace.prefix(1).uppercased() + entry.declaration.namespace.dropFirst()
                XCTAssertEqual(Set(entry.declaration.methodNames), try TypeScriptDeclarations.members(ofInterface: "Hybrid\(name)"))
                // A module that sends events declares them in `<Name>Events`.
                let events = entry.declaration.events.isEmpty ? [] : try TypeScriptDeclarations.members(ofInterface: "\(name)Events")
                XCTAssertEqual(entry.declaration.events, events)
                XCTAssertTrue(try TypeScriptDeclarations.members(ofInterface: "Hybrid").contains(entry.declaration.namespace))
            }
            XCTAssertEqual(container.bridge.moduleNamespaces, (["chrome", "keyboard", "storage"] + FirstPartyModules.namespaces).sorted())
        }
    }

    /// `hybrid.navigator` exists in pages a navigator shows, declared as `HybridNavigator` and `NavigatorEvents`.
    func test_navigatorModule_matchesItsDeclaration_bothWays() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>declared</title>", at: "/declared/navigator")
            let navigator = Navigator(pool: WebViewPool(engine: engine))
            try await navigator.route(server.url("/declared/navigator"))
            let container = try XCTUnwrap(navigator.topContainer)
            defer { container.close() }
            let declaration = try XCTUnwrap(container.bridge.modules.entries.first { $0.declaration.namespace == "navigator" }).declaration
            XCTAssertEqual(Set(declaration.methodNames), try TypeScriptDeclarations.members(ofInterface: "HybridNavigator"))
            XCTAssertEqual(declaration.events, try TypeScriptDeclarations.members(ofInterface: "NavigatorEvents"))
            XCTAssertTrue(try TypeScriptDeclarations.members(ofInterface: "Hybrid").contains("navigator"))
        }
    }

    func test_lifecycleEvents_matchWhatNativeSends() throws {
        let sent: [Bridge.LifecycleEvent] = [
            .appForeground, .appBackground, .containerVisible, .containerHidden,
            .reachabilityChanged(reachable: true, network: "wifi"), .recovered(reason: .crashed), .restoredFromCache,
            .route(url: "app://bundle/#/cart", fragment: "/cart"),
        ]
        // `ready` is the page runtime's own event.
        XCTAssertEqual(try TypeScriptDeclarations.members(ofInterface: "LifecycleEvents"), Set(sent.map(\.name) + ["ready"]))
    }

    /// The live-update events an app forwards from `PackageUpdater`, in their own interface.
    func test_packageUpdateEvents_matchWhatTheUpdaterSends() throws {
        let sent: [PackageUpdateEvent] = [
            .updateAvailable(version: "", bytes: 0), .downloaded(version: "", installAt: .now),
            .rolledBack(failed: "", restored: "", reason: ""), .progress(UpdateProgress(version: "", bytesDone: 0, bytesTotal: 0, filesDone: 0, filesTotal: 0)),
            .installed(version: ""), .failed(code: ""),
        ]
        XCTAssertEqual(try TypeScriptDeclarations.members(ofInterface: "PackageUpdateEvents"), Set(sent.compactMap(\.bridgeEventName)))
        try EngineHarness.run { engine, _ in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let updates = PackageUpdateModule()
            try container.bridge.install(updates)
            let declared = try XCTUnwrap(container.bridge.modules.entries.first { $0.declaration.namespace == "package" }).declaration.events
            XCTAssertEqual(declared, Set(sent.compactMap(\.bridgeEventName)), "the module declares what the updater sends pages")
        }
    }

    func test_errorCodes_declareEveryCodeThePageCanSee() throws {
        let bridge: [BridgeError] = [
            .handlerNotFound(""), .timeout(""), .pageGone, .originNotAllowed(""), .frameNotAllowed(""), .senderUnknown(""),
            .invalidMessage(""), .messageTooLarge(0), .invalidParams(""), .invalidResult(""), .javaScriptException(""), .closed,
            .tooManyCalls(""), .pageNotVisible(""), .userActivationRequired(""), .capabilityNotGranted(""),
            BridgeError(thrownByHandler: CocoaError(.fileNoSuchFile)), .loginUnavailable,
        ]
        let storage: [StorageError] = [
            .quotaExceeded(origin: "", limitBytes: 0), .opaqueOrigin, .invalidKey, .databaseFailed(""), .diskFull, .damaged(keptAt: ""),
        ]
        let navigator: [NavigatorRefusal] = [
            .stackFull(0), .tooManyPushes(0), .urlRefused("", ""), .nothingToPop, .noMatch(""), .notOnTop, .noNativeScreen(""),
            .stacksChanged, .dataTooLarge("", limit: 0), .invalidAppID(""), .noApp(""), .notOwnApp(""), .noTab(""), .otherTab(""),
        ]
        // The first-party modules' own codes (BridgeError+Modules.swift), two of them public for presenters.
        let modules = ["unavailable", "sheet_busy", "clipboard_refused", "not_an_image", "image_too_large", "share_failed"]
        XCTAssertEqual([BridgeError.unavailable(""), .shareFailed("")].map(\.code), ["unavailable", "share_failed"])
        // The navigator's refusal of an untrusted asker is internal to HybridCore: nothing outside it makes one.
        let internalToTheNavigator = ["navigator_asker_not_trusted"]
        let native = Set(bridge.map(\.code) + storage.map(\.code) + navigator.map(\.code) + modules + internalToTheNavigator)
        XCTAssertEqual(try TypeScriptDeclarations.stringUnion("HybridErrorCode"), native)
    }

    /// Fails to compile when a case is added, so the list above is revisited with it.
    private func listed(_ error: BridgeError) {
        switch error {
        case .handlerNotFound, .timeout, .pageGone, .originNotAllowed, .frameNotAllowed, .senderUnknown, .invalidMessage,
             .messageTooLarge, .invalidParams, .invalidResult, .javaScriptException, .closed, .tooManyCalls, .handlerFailed,
             .pageNotVisible, .userActivationRequired, .capabilityNotGranted: break
        }
    }
}
