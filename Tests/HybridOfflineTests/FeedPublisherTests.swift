import Foundation
@testable import HybridOffline
import HybridTUF
import XCTest

final class FeedPublisherTests: XCTestCase {
    /// A folder of `count` files, `changed` of them (the first ones) carrying `version` in their bytes.
    private func site(count: Int, changed: Int, version: String) throws -> URL {
        let folder = TestPackages.temporaryFolder("feed-site")
        for index in 0..<count {
            let text = index < changed ? "file \(index) of \(version)" : "file \(index), the same in every version"
            let name = index == 0 ? "index.html" : "assets/\(index).txt"
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    /// A fresh feed with version 1.0.0 published on `stable`, and its keys.
    private func feedWithOneVersion(files: Int = 2) throws -> (FeedKeyRing, URL) {
        let ring = try FeedKeyRing.generate()
        let feed = TestPackages.temporaryFolder("feed")
        try FeedPublisher.publish(folder: try site(count: files, changed: files, version: "1"), version: "1.0.0", channel: "stable",
                                  keys: ring.keys, roots: [ring.root], feed: feed)
        return (ring, feed)
    }

    func testAFileUnchangedBetweenVersionsIsStoredOnceAsATargetNamedByItsHash() throws {
        let ring = try FeedKeyRing.generate()
        let feed = TestPackages.temporaryFolder("feed")
        let first = try FeedPublisher.publish(folder: try site(count: 200, changed: 1, version: "1.0.0"), version: "1.0.0",
                                              channel: "stable", keys: ring.keys, roots: [ring.root], feed: feed)
        let second = try FeedPublisher.publish(folder: try site(count: 200, changed: 1, version: "1.1.0"), version: "1.1.0",
                                               channel: "stable", keys: ring.keys, feed: feed)
        XCTAssertEqual(first.filesWritten, 200)
        XCTAssertEqual(second.filesWritten, 1)
        XCTAssertEqual(second.filesReused, 199)
        let stored = try FileManager.default.contentsOfDirectory(atPath: feed.appendingPathComponent("targets/files").path)
        XCTAssertEqual(stored.count, 201)
        let targets = try XCTUnwrap(TUFRepository(folder: feed).current()).targets
        for file in second.manifest.files {
            let data = try Data(contentsOf: feed.appendingPathComponent("targets/files/\(file.sha256).\(file.sha256)"))
            XCTAssertEqual(PackageDigest.sha256Hex(data), file.sha256)
            XCTAssertEqual(targets.targets["files/\(file.sha256)"]?.hashes["sha256"], file.sha256)
        }
    }

    func testTheChannelsTargetCarriesItsVersionRolloutAndMinimumApp_andNamesTheManifestsBytes() throws {
        let ring = try FeedKeyRing.generate()
        let feed = TestPackages.temporaryFolder("feed")
        let folder = try site(count: 3, changed: 3, version: "1")
        try FeedPublisher.publish(folder: folder, version: "1.0.0", channel: "beta", keys: ring.keys, roots: [ring.root], feed: feed)
        let second = try FeedPublisher.publish(folder: folder, version: "1.0.1", channel: "beta", keys: ring.keys, feed: feed,
                                               minimumAppVersion: "3.2.0", rolloutPercent: 25)
        XCTAssertEqual(second.metadata.targetsVersion, 2)
        let targets = try XCTUnwrap(TUFRepository(folder: feed).current()).targets
        let channel = try XCTUnwrap(targets.targets["channels/beta.json"])
        XCTAssertEqual(try ChannelTarget(custom: channel.custom), try ChannelTarget(version: "1.0.1", minimumAppVersion: "3.2.0", rolloutPercent: 25))
        XCTAssertEqual(channel.hashes, targets.targets["versions/1.0.1/manifest.json"]?.hashes)
        XCTAssertNotNil(targets.targets["versions/1.0.0/manifest.json"], "earlier versions stay listed, so installed ones can be proved again")
        let root = try XCTUnwrap(TUFRepository(folder: feed).newestRoot())
        XCTAssertNoThrow(try root.verify("targets", signedBy: targets.envelope))
    }

    func testFeedNamesThatAreNotHashesOrPlainNamesAreRefused() {
        for bad in ["../" + String(repeating: "a", count: 61), String(repeating: "A", count: 64), String(repeating: "a", count: 63),
                    String(repeating: "a", count: 65), String(repeating: "g", count: 64)] {
            XCTAssertThrowsError(try FeedLayout.fileTarget(bad), bad) {
                XCTAssertEqual(($0 as? PackageUpdateError)?.code, "invalid_feed_name")
            }
        }
        XCTAssertEqual(try FeedLayout.fileTarget(String(repeating: "0f", count: 32)), "files/" + String(repeating: "0f", count: 32))
        for bad in ["..", ".hidden", "a/b", "", "a b", String(repeating: "x", count: 65)] {
            XCTAssertThrowsError(try FeedLayout.channelTarget(bad), bad)
        }
    }

    func testPublishingAnIncomparableVersionWritesNothing() throws {
        let ring = try FeedKeyRing.generate()
        let feed = TestPackages.temporaryFolder("feed")
        XCTAssertThrowsError(try FeedPublisher.publish(folder: try site(count: 2, changed: 2, version: "x"), version: "banana",
                                                       channel: "stable", keys: ring.keys, roots: [ring.root], feed: feed))
        XCTAssertFalse(FileManager.default.fileExists(atPath: feed.appendingPathComponent("metadata/timestamp.json").path))
    }

    func testAnExportedVersion_installsIntoAStoreTrustingTheRoot_andATamperedExportDoesNot() throws {
        let (ring, feed) = try feedWithOneVersion(files: 3)
        let zip = TestPackages.temporaryFolder("export").appendingPathComponent("app.zip")
        try FeedPublisher.exportPackage(feed: feed, version: "1.0.0", output: zip)
        let store = try PackageStore(root: TestPackages.temporaryFolder("store"), trust: ring.trust)
        try PackageInstaller(store: store).install(zip)
        XCTAssertEqual(try store.current()?.version, "1.0.0")
        let stranger = try FeedKeyRing.generate()
        let other = try PackageStore(root: TestPackages.temporaryFolder("store"), trust: stranger.trust)
        XCTAssertThrowsError(try PackageInstaller(store: other).install(zip)) {
            XCTAssertEqual(($0 as? OfflinePackageError)?.code, "version_untrusted")
        }
    }

    /// Someone with write access to the feed's folder (a CDN bucket), but no key, adds a target to the
    /// published targets metadata: the next publish must not sign it with the real targets key.
    func testPublishingOverTargetsMetadataThatNoRootsKeysSigned_isRefused_andSignsNothing() throws {
        let (ring, feed) = try feedWithOneVersion()
        let targetsURL = feed.appendingPathComponent("metadata/1.targets.json")
        var document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: targetsURL)) as? [String: Any])
        var signed = try XCTUnwrap(document["signed"] as? [String: Any])
        var targets = try XCTUnwrap(signed["targets"] as? [String: Any])
        targets["versions/6.6.6/manifest.json"] = ["length": 1, "hashes": ["sha256": String(repeating: "ab", count: 32)]]
        signed["targets"] = targets
        document["signed"] = signed
        try JSONSerialization.data(withJSONObject: document).write(to: targetsURL)

        XCTAssertThrowsError(try FeedPublisher.publish(folder: try site(count: 2, changed: 2, version: "2"), version: "1.1.0",
                                                       channel: "stable", keys: ring.keys, feed: feed)) {
            XCTAssertEqual(($0 as? PackageUpdateError)?.code, "feed_threshold_not_met")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: feed.appendingPathComponent("metadata/2.targets.json").path))
    }

    /// `hybrid package publish --targets-expires-days inf` signed targets expiring in year 5828963, which no client
    /// (this one included) reads: every device and the next publish refused the whole feed until it was mended by hand.
    func testALifetimeThatCannotBeWrittenAsATUFExpiry_orIsNotPositive_isRefused_andWritesNothing() throws {
        let (ring, feed) = try feedWithOneVersion()
        for days in [Double.infinity, 3_000_000, -1] {
            XCTAssertThrowsError(try FeedPublisher.publish(folder: try site(count: 2, changed: 2, version: "2"), version: "1.1.0", channel: "stable",
                                                           keys: ring.keys, feed: feed, lifetimes: .init(targets: days * 86_400)), "\(days)") {
                XCTAssertEqual(($0 as? PackageUpdateError)?.code, "feed_malformed_metadata")
            }
        }
        for hours in [Double.nan, -5] {
            XCTAssertThrowsError(try FeedPublisher.renewTimestamp(feed: feed, keys: [ring.timestampKey], lifetime: hours * 3600), "\(hours)")
        }
        XCTAssertEqual(try TUFRepository(folder: feed).current()?.targets.version, 1)
        XCTAssertEqual(try TUFRepository(folder: feed).current()?.timestamp.version, 1)
    }
}
