import Foundation
import Testing
@testable import HybridTUF

/// The client workflow against a repository in memory.
@Suite struct UpdaterTests {
    private func refreshError(_ fixture: RepositoryFixture, now: Date = Date()) async -> TUFError? {
        do {
            try await fixture.updater(now: now).refresh()
            return nil
        } catch {
            return error
        }
    }

    @Test func refreshStoresEveryTopLevelRole() async throws {
        let fixture = try RepositoryFixture()
        try await fixture.updater().refresh()
        #expect(fixture.repository.requests == ["2.root.json", "timestamp.json", "1.snapshot.json", "1.targets.json"])
        for role in RootMetadata.topLevelRoles { #expect(fixture.storedVersion(role) == 1) }
    }

    @Test func downloadsATargetOnceAndChecksIt() async throws {
        let fixture = try RepositoryFixture()
        let content = Array("hello".utf8)
        fixture.publishTargets(version: 2, files: ["dir/a.txt": content])
        fixture.publishSnapshot(version: 2, targetsVersion: 2)
        fixture.publishTimestamp(version: 2, snapshotVersion: 2)
        let updater = fixture.updater()
        let target = try await updater.targetInfo(for: "dir/a.txt")
        let targetFolder = fixture.folder + "/targets"
        let path = try await updater.download(target, to: targetFolder)
        #expect(FileManager.default.contents(atPath: path).map(Array.init) == content)
        _ = try await updater.download(target, to: targetFolder)
        #expect(fixture.repository.requests.filter { $0.hasPrefix("targets/") }.count == 1)

        fixture.repository["targets/dir/\(TestMetadata.sha256Hex(content)).a.txt"] = Array("evil!".utf8)
        try FileManager.default.removeItem(atPath: path)
        await #expect(throws: TUFError.hashMismatch(name: "dir/a.txt", algorithm: "sha256")) {
            _ = try await updater.download(target, to: targetFolder)
        }
    }

    @Test func rootRotationNeedsTheOldAndTheNewKeys() async throws {
        let fixture = try RepositoryFixture()
        let oldKey = fixture.keys["root"]!
        let newKey = [TestSigner.make(.ecdsa, id: "root-2")]
        fixture.keys["root"] = newKey
        fixture.publishRoot(version: 2, signedBy: oldKey + newKey)
        fixture.publishRoot(version: 3, signedBy: newKey)
        try await fixture.updater().refresh()
        #expect(fixture.storedVersion("root") == 3)

        let newerKey = [TestSigner.make(.rsa, id: "root-3")]
        fixture.keys["root"] = newerKey
        fixture.publishRoot(version: 4, signedBy: newerKey)
        #expect(await refreshError(fixture) == .thresholdNotMet(role: "root", valid: 0, threshold: 1))
        #expect(fixture.storedVersion("root") == 3)
    }

    @Test func aRootWhoseVersionIsNotTheNextIsRefused() async throws {
        let fixture = try RepositoryFixture()
        fixture.repository["2.root.json"] = TestMetadata.document(TestMetadata.root(version: 3, keys: fixture.keys), by: fixture.keys["root"]!)
        #expect(await refreshError(fixture) == .versionMismatch(role: "root", expected: 2, found: 3))
    }

    @Test func anOlderTimestampIsARollback() async throws {
        let fixture = try RepositoryFixture()
        fixture.publishTimestamp(version: 5, snapshotVersion: 1)
        try await fixture.updater().refresh()
        fixture.publishTimestamp(version: 4, snapshotVersion: 1)
        #expect(await refreshError(fixture) == .rollback(role: "timestamp", trusted: 5, offered: 4))
        #expect(fixture.storedVersion("timestamp") == 5)
    }

    @Test func anOlderTargetsVersionInANewSnapshotIsARollback() async throws {
        let fixture = try RepositoryFixture()
        fixture.publishTargets(version: 2)
        fixture.publishSnapshot(version: 2, targetsVersion: 2)
        fixture.publishTimestamp(version: 2, snapshotVersion: 2)
        try await fixture.updater().refresh()
        fixture.publishSnapshot(version: 3, targetsVersion: 1)
        fixture.publishTimestamp(version: 3, snapshotVersion: 3)
        #expect(await refreshError(fixture) == .rollback(role: "targets", trusted: 2, offered: 1))
    }

    @Test func rotatingTheTimestampKeyResetsItsVersion() async throws {
        let fixture = try RepositoryFixture()
        fixture.publishTimestamp(version: 99, snapshotVersion: 1)
        try await fixture.updater().refresh()
        fixture.keys["timestamp"] = [TestSigner.make(.ed25519, id: "timestamp-2")]
        fixture.publishRoot(version: 2, signedBy: fixture.keys["root"]!)
        fixture.publishTimestamp(version: 1, snapshotVersion: 1)
        try await fixture.updater().refresh()
        #expect(fixture.storedVersion("timestamp") == 1)
    }

    @Test func expiredMetadataIsRefusedAndNotStored() async throws {
        let fixture = try RepositoryFixture()
        try await fixture.updater().refresh()
        fixture.publishTimestamp(version: 2, snapshotVersion: 1, expires: TestMetadata.past)
        #expect(await refreshError(fixture) == .expired(role: "timestamp", expires: TestMetadata.past))
        #expect(fixture.storedVersion("timestamp") == 1)
    }

    @Test func anExpiredRootIsAFreezeEvenWithNothingNewer() async throws {
        let fixture = try RepositoryFixture()
        let later = try ExpiryDate.parse("2101-01-01T00:00:00Z")
        #expect(await refreshError(fixture, now: later) == .expired(role: "root", expires: TestMetadata.farFuture))
    }

    @Test func aTimestampWithADuplicateKeyIsRefused() async throws {
        let fixture = try RepositoryFixture()
        let text = String(decoding: fixture.repository["timestamp.json"]!, as: UTF8.self)
        fixture.repository["timestamp.json"] = Array(text.replacingOccurrences(of: #""version":1}"#, with: #""version":1,"version":1}"#).utf8)
        #expect(await refreshError(fixture)?.code == "duplicate_json_key")
    }
}
