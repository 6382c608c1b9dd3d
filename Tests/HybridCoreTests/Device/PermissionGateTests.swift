import Foundation
@testable import HybridCore
import XCTest

/// What is remembered, for whom, and what a damaged store does, on the fake engine.
final class PermissionGateTests: XCTestCase {
    private static let origin = "https://shop.example"

    func test_onlyProvenMainFrameRequests_areRemembered() { MainActor.assumeIsolated { Self.onlyProven() } }

    @MainActor
    private static func onlyProven() {
        var gate = PermissionGate()
        let main = PermissionRequest(kinds: [.camera], sender: .mainFrame(origin: origin))
        let unattributed = PermissionRequest(kinds: [.camera], sender: .unattributed)
        let sandboxed = PermissionRequest(kinds: [.camera], sender: .mainFrame(origin: "null"))
        XCTAssertNoThrow(try gate.remember(.grant(remembering: .forContainer), for: unattributed, store: nil))
        XCTAssertNoThrow(try gate.remember(.grant(remembering: .forContainer), for: sandboxed, store: nil))
        XCTAssertNil(gate.rememberedAnswer(for: main, store: nil))
        XCTAssertNoThrow(try gate.remember(.grant(remembering: .forContainer), for: main, store: nil))
        XCTAssertEqual(gate.rememberedAnswer(for: main, store: nil), true)
        XCTAssertNil(gate.rememberedAnswer(for: unattributed, store: nil), "a frame never gets the page's answer")
    }

    func test_aRequestForSeveralKinds_isAnsweredOnlyWhenAllAreKnown_andGrantedOnlyIfAllAre() { MainActor.assumeIsolated { Self.severalKinds() } }

    @MainActor
    private static func severalKinds() {
        var gate = PermissionGate()
        let camera = PermissionRequest(kinds: [.camera], sender: .mainFrame(origin: origin))
        let both = PermissionRequest(kinds: [.camera, .microphone], sender: .mainFrame(origin: origin))
        XCTAssertNoThrow(try gate.remember(.grant(remembering: .forContainer), for: camera, store: nil))
        XCTAssertNil(gate.rememberedAnswer(for: both, store: nil))
        XCTAssertNoThrow(try gate.remember(.deny(remembering: .forContainer), for: PermissionRequest(kinds: [.microphone], sender: .mainFrame(origin: origin)), store: nil))
        XCTAssertEqual(gate.rememberedAnswer(for: both, store: nil), false)
    }

    func test_persistentDecisions_surviveANewStore_andForgetClearsThem() throws { try MainActor.assumeIsolated { try Self.persistent() } }

    @MainActor
    private static func persistent() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("perm-\(UUID().uuidString).json")
        var gate = PermissionGate()
        let store = try PermissionStore(file: file)
        let request = PermissionRequest(kinds: [.geolocation], sender: .mainFrame(origin: origin))
        try gate.remember(.deny(remembering: .persistently), for: request, store: store)
        let reopened = try PermissionStore(file: file)
        XCTAssertEqual(PermissionGate().rememberedAnswer(for: request, store: reopened), false)
        try reopened.forget(origin: origin)
        XCTAssertNil(try PermissionStore(file: file).decision(for: .geolocation, origin: origin))
    }

    func test_damagedStore_isSetAside_andGrantsNothing() throws { try MainActor.assumeIsolated { try Self.damaged() } }

    @MainActor
    private static func damaged() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("perm-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("permissions.json")
        try Data("{\"https://shop.example\": {\"camera\": tru".utf8).write(to: file)
        let store = try PermissionStore(file: file)
        XCTAssertNil(store.decision(for: .camera, origin: origin))
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertTrue(kept.contains { $0.hasPrefix("permissions.json.damaged-") }, "\(kept)")
    }

    func test_chosenFiles_refuseWhatThePageMustNotGet() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chosen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("a.txt")
        try Data("a".utf8).write(to: file)
        let link = folder.appendingPathComponent("link.txt")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
        let single = FileChooserRequest(allowsMultiple: false, acceptedMIMETypes: [])
        XCTAssertEqual(try ChosenFiles.check([link], for: single), [file.resolvingSymlinksInPath().path], "links resolve to what the page will read")
        XCTAssertThrowsError(try ChosenFiles.check([file, file], for: single))
        XCTAssertThrowsError(try ChosenFiles.check([folder], for: single))
        XCTAssertThrowsError(try ChosenFiles.check([URL(string: "https://x.example/a")!], for: single))
        XCTAssertThrowsError(try ChosenFiles.check([folder.appendingPathComponent("../\(folder.lastPathComponent)/missing")], for: single))
    }

    func test_geolocationPosition_refusesImpossiblePlaces() {
        XCTAssertThrowsError(try GeolocationPosition(latitude: 91, longitude: 0, accuracy: 1))
        XCTAssertThrowsError(try GeolocationPosition(latitude: 0, longitude: -181, accuracy: 1))
        XCTAssertThrowsError(try GeolocationPosition(latitude: 0, longitude: 0, accuracy: -1))
        XCTAssertThrowsError(try GeolocationPosition(latitude: 0, longitude: 0, accuracy: .nan))
        XCTAssertNoThrow(try GeolocationPosition(latitude: -90, longitude: 180, accuracy: 0))
    }
}
