import Foundation
import HybridCore
import HybridStorage
import HybridTesting
import XCTest
import HybridVocabulary

/// A `BridgeStorage` serves the pages of its own profile only: given to a page
/// of another, it is not installed, so one profile's `hybrid.storage` is never another's.
final class ProfileStorageBindingTests: XCTestCase {
    func test_storageOfAnotherProfile_isNotInstalled_andItsOwnIs() throws {
        try MainActor.assumeIsolated { try Self.check() }
    }

    @MainActor
    static func check() throws {
        let engine = FakeWebEngine()
        let alice = try WebsiteDataProfile.named("alice")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hybridkit-binding-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let storage = try BridgeStorage(fileURL: folder.appendingPathComponent("h5.sqlite"), profile: alice)
        var configuration = ContainerConfiguration()
        configuration.profile = try .named("bob")
        let bob = try WebContainer(engine: engine, configuration: configuration)
        configuration.profile = alice
        let her = try WebContainer(engine: engine, configuration: configuration)
        defer { bob.close(); her.close() }
        storage.install(on: bob.bridge)
        storage.install(on: her.bridge)
        XCTAssertFalse(bob.bridge.moduleNamespaces.contains("storage"))
        XCTAssertTrue(her.bridge.moduleNamespaces.contains("storage"))
    }
}
