import Foundation
@testable import HybridCore
import Testing
import HybridVocabulary

/// What is remembered, for whom, and what a damaged store does, on the fake engine.
@MainActor
struct PermissionGateTests {
    private static let origin = "https://shop.example"

    @Test func onlyProvenMainFrameRequests_areRemembered() {
        var gate = PermissionGate()
        let main = PermissionRequest(kinds: [.camera], sender: .mainFrame(origin: Self.origin))
        let unattributed = PermissionRequest(kinds: [.camera], sender: .unattributed)
        let sandboxed = PermissionRequest(kinds: [.camera], sender: .mainFrame(origin: "null"))
        #expect(throws: Never.self) { try gate.remember(.grant(remembering: .forContainer), for: unattributed, store: nil) }
        #expect(throws: Never.self) { try gate.remember(.grant(remembering: .forContainer), for: sandboxed, store: nil) }
        #expect(gate.rememberedAnswer(for: main, store: nil) == nil)
        #expect(throws: Never.self) { try gate.remember(.grant(remembering: .forContainer), for: main, store: nil) }
        #expect(gate.rememberedAnswer(for: main, store: nil) == true)
        #expect(gate.rememberedAnswer(for: unattributed, store: nil) == nil, "a frame never gets the page's answer")
    }

    @Test func aRequestForSeveralKinds_isAnsweredOnlyWhenAllAreKnown_andGrantedOnlyIfAllAre() {
        var gate = PermissionGate()
        let camera = PermissionRequest(kinds: [.camera], sender: .mainFrame(origin: Self.origin))
        let both = PermissionRequest(kinds: [.camera, .microphone], sender: .mainFrame(origin: Self.origin))
        #expect(throws: Never.self) { try gate.remember(.grant(remembering: .forContainer), for: camera, store: nil) }
        #expect(gate.rememberedAnswer(for: both, store: nil) == nil)
        #expect(throws: Never.self) { try gate.remember(.deny(remembering: .forContainer), for: PermissionRequest(kinds: [.microphone], sender: .mainFrame(origin: Self.origin)), store: nil) }
        #expect(gate.rememberedAnswer(for: both, store: nil) == false)
    }

    @Test func persistentDecisions_surviveANewStore_andForgetClearsThem() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("perm-\(UUID().uuidString).json")
        var gate = PermissionGate()
        let store = try PermissionStore(file: file)
        let request = PermissionRequest(kinds: [.geolocation], sender: .mainFrame(origin: Self.origin))
        try gate.remember(.deny(remembering: .persistently), for: request, store: store)
        let reopened = try PermissionStore(file: file)
        #expect(PermissionGate().rememberedAnswer(for: request, store: reopened) == false)
        try reopened.forget(origin: Self.origin)
        #expect(try PermissionStore(file: file).decision(for: .geolocation, origin: Self.origin) == nil)
    }

    @Test func damagedStore_isSetAside_andGrantsNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("perm-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("permissions.json")
        try Data("{\"https://shop.example\": {\"camera\": tru".utf8).write(to: file)
        let store = try PermissionStore(file: file)
        #expect(store.decision(for: .camera, origin: Self.origin) == nil)
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(kept.contains { $0.hasPrefix("permissions.json.damaged-") }, "\(kept)")
    }

    @Test func chosenFiles_refuseWhatThePageMustNotGet() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chosen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("a.txt")
        try Data("a".utf8).write(to: file)
        let link = folder.appendingPathComponent("link.txt")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
        let single = FileChooserRequest(allowsMultiple: false, acceptedMIMETypes: [])
        #expect(try ChosenFiles.check([link], for: single) == [file.resolvingSymlinksInPath().path], "links resolve to what the page will read")
        #expect(throws: (any Error).self) { try ChosenFiles.check([file, file], for: single) }
        #expect(throws: (any Error).self) { try ChosenFiles.check([folder], for: single) }
        #expect(throws: (any Error).self) { try ChosenFiles.check([URL(string: "https://x.example/a")!], for: single) }
        #expect(throws: (any Error).self) { try ChosenFiles.check([folder.appendingPathComponent("../\(folder.lastPathComponent)/missing")], for: single) }
    }

    /// Latitude, longitude, accuracy.
    @Test(arguments: [(91.0, 0.0, 1.0), (0, -181, 1), (0, 0, -1), (0, 0, .nan)])
    func geolocationPosition_refusesImpossiblePlaces(_ latitude: Double, _ longitude: Double, _ accuracy: Double) {
        #expect(throws: (any Error).self) { try GeolocationPosition(latitude: latitude, longitude: longitude, accuracy: accuracy) }
    }

    @Test func geolocationPosition_acceptsTheEdgesOfTheMap() {
        #expect(throws: Never.self) { try GeolocationPosition(latitude: -90, longitude: 180, accuracy: 0) }
    }
}
