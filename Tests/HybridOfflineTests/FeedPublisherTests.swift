import Foundation
@testable import HybridOffline
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

    func testAFileUnchangedBetweenVersionsIsStoredOnceUnderItsHash() throws {
        let feed = TestPackages.temporaryFolder("feed")
        let first = try FeedPublisher.publish(folder: try site(count: 200, changed: 1, version: "1.0.0"), version: "1.0.0",
                                              channel: "stable", key: TestPackages.key, feed: feed)
        let second = try FeedPublisher.publish(folder: try site(count: 200, changed: 1, version: "1.1.0"), version: "1.1.0",
                                               channel: "stable", key: TestPackages.key, feed: feed)
        XCTAssertEqual(first.filesWritten, 200)
        XCTAssertEqual(second.filesWritten, 1)
        XCTAssertEqual(second.filesReused, 199)
        let stored = try FileManager.default.contentsOfDirectory(atPath: feed.appendingPathComponent("files").path)
        XCTAssertEqual(stored.count, 201)
        for file in second.manifest.files {
            let data = try Data(contentsOf: feed.appendingPathComponent("files/\(file.sha256)"))
            XCTAssertEqual(PackageDigest.sha256Hex(data), file.sha256)
        }
    }

    func testEachPublishRaisesTheChannelSerialAndSignsTheDocumentBytes() throws {
        let feed = TestPackages.temporaryFolder("feed")
        let folder = try site(count: 3, changed: 3, version: "1")
        let now = Date(timeIntervalSince1970: 1_000_000)
        try FeedPublisher.publish(folder: folder, version: "1.0.0", channel: "beta", key: TestPackages.key, feed: feed, now: now)
        let second = try FeedPublisher.publish(folder: folder, version: "1.0.1", channel: "beta", key: TestPackages.key,
                                               feed: feed, minimumAppVersion: "3.2.0", lifetime: 3600, rolloutPercent: 25, now: now)
        XCTAssertEqual(second.channel.serial, 2)
        let data = try Data(contentsOf: feed.appendingPathComponent("channels/beta.json"))
        let signature = try Data(contentsOf: feed.appendingPathComponent("channels/beta.sig"))
        let verifier = ChannelVerifier(publicKey: TestPackages.key.publicKey,
                                       record: ChannelSerialRecord(folder: TestPackages.temporaryFolder("serials")))
        let document = try verifier.accept(documentData: data, signature: signature, channel: "beta", now: now)
        XCTAssertEqual(document, ChannelDocument(channel: "beta", version: "1.0.1", minimumAppVersion: "3.2.0",
                                                 expires: 1_003_600, serial: 2, rolloutPercent: 25))
        let manifest = try Data(contentsOf: feed.appendingPathComponent("versions/1.0.1/manifest.json"))
        let manifestSignature = try Data(contentsOf: feed.appendingPathComponent("versions/1.0.1/manifest.sig"))
        XCTAssertNoThrow(try PackageSignature.verify(signatureText: manifestSignature, manifestData: manifest,
                                                     with: TestPackages.key.publicKey))
    }

    func testFeedNamesThatAreNotHashesOrPlainNamesAreRefused() {
        for bad in ["../" + String(repeating: "a", count: 61), String(repeating: "A", count: 64), String(repeating: "a", count: 63),
                    String(repeating: "a", count: 65), String(repeating: "g", count: 64)] {
            XCTAssertThrowsError(try FeedLayout.filePath(bad), bad) {
                XCTAssertEqual(($0 as? PackageUpdateError)?.code, "invalid_feed_name")
            }
        }
        XCTAssertEqual(try FeedLayout.filePath(String(repeating: "0f", count: 32)), "files/" + String(repeating: "0f", count: 32))
        for bad in ["..", ".hidden", "a/b", "", "a b", String(repeating: "x", count: 65)] {
            XCTAssertThrowsError(try FeedLayout.channelPath(bad), bad)
            XCTAssertThrowsError(try FeedLayout.manifestPath(bad), bad)
        }
    }

    func testPublishingAnIncomparableVersionWritesNoChannel() throws {
        let feed = TestPackages.temporaryFolder("feed")
        XCTAssertThrowsError(try FeedPublisher.publish(folder: try site(count: 2, changed: 2, version: "x"), version: "banana",
                                                       channel: "stable", key: TestPackages.key, feed: feed))
        XCTAssertFalse(FileManager.default.fileExists(atPath: feed.appendingPathComponent("channels/stable.json").path))
    }
}
