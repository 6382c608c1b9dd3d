import Foundation
@testable import HybridOffline
import XCTest

final class ChannelVerifierTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 2_000_000)

    private func signed(_ document: ChannelDocument, key: PackageSigningKey = TestPackages.key) throws -> (Data, Data) {
        let data = try JSONEncoder().encode(document)
        return (data, try PackageSignature.make(for: data, with: key))
    }

    private func document(serial: Int64, expires: Int64 = 2_000_100) -> ChannelDocument {
        ChannelDocument(channel: "stable", version: "1.2.0", minimumAppVersion: "1.0.0", expires: expires, serial: serial,
                        rolloutPercent: 100)
    }

    private func verifier(_ folder: URL) -> ChannelVerifier {
        ChannelVerifier(publicKey: TestPackages.key.publicKey, record: ChannelSerialRecord(folder: folder))
    }

    private func assertRefused(_ code: String, _ body: () throws -> Void) {
        XCTAssertThrowsError(try body()) { XCTAssertEqual(($0 as? PackageUpdateError)?.code, code, "\($0)") }
    }

    func testAnOlderSerialIsRefusedAsReplayedEvenByANewVerifierOnTheSameFolder() throws {
        let folder = TestPackages.temporaryFolder("serials")
        let (newData, newSignature) = try signed(document(serial: 5))
        let (oldData, oldSignature) = try signed(document(serial: 4))
        XCTAssertEqual(try verifier(folder).accept(documentData: newData, signature: newSignature, channel: "stable", now: now).serial, 5)
        assertRefused("channel_replayed") {
            _ = try self.verifier(folder).accept(documentData: oldData, signature: oldSignature, channel: "stable", now: self.now)
        }
        XCTAssertEqual(try ChannelSerialRecord(folder: folder).highest(for: "stable"), 5)
        XCTAssertNoThrow(try verifier(folder).accept(documentData: newData, signature: newSignature, channel: "stable", now: now))
    }

    func testAnExpiredDocumentIsRefusedAndNotRecorded() throws {
        let folder = TestPackages.temporaryFolder("serials")
        let (data, signature) = try signed(document(serial: 9, expires: 2_000_000))
        assertRefused("channel_expired") {
            _ = try self.verifier(folder).accept(documentData: data, signature: signature, channel: "stable", now: self.now)
        }
        XCTAssertNil(try ChannelSerialRecord(folder: folder).highest(for: "stable"))
    }

    func testADocumentSignedByAnotherKeyOrAlteredIsRefused() throws {
        let folder = TestPackages.temporaryFolder("serials")
        let (data, signature) = try signed(document(serial: 1), key: .generate())
        assertRefused("channel_bad_signature") {
            _ = try self.verifier(folder).accept(documentData: data, signature: signature, channel: "stable", now: self.now)
        }
        let (good, goodSignature) = try signed(document(serial: 1))
        var altered = good
        altered[altered.startIndex + 2] ^= 1
        assertRefused("channel_bad_signature") {
            _ = try self.verifier(folder).accept(documentData: altered, signature: goodSignature, channel: "stable", now: self.now)
        }
    }

    func testADocumentForAnotherChannelIsRefused() throws {
        let (data, signature) = try signed(document(serial: 1))
        assertRefused("invalid_channel") {
            _ = try self.verifier(TestPackages.temporaryFolder("serials"))
                .accept(documentData: data, signature: signature, channel: "beta", now: self.now)
        }
    }

    func testRolloutBucketsAreStablePerDeviceAndSpreadAcrossDevices() {
        let first = RolloutBucket.bucket(deviceID: "device-1", channel: "stable", version: "1.2.0")
        XCTAssertEqual(first, RolloutBucket.bucket(deviceID: "device-1", channel: "stable", version: "1.2.0"))
        let buckets = (0..<1000).map { RolloutBucket.bucket(deviceID: "device-\($0)", channel: "stable", version: "1.2.0") }
        XCTAssertTrue(buckets.allSatisfy { (0..<100).contains($0) })
        let included = (0..<1000).filter {
            RolloutBucket.includes(deviceID: "device-\($0)", channel: "stable", version: "1.2.0", percent: 25)
        }.count
        XCTAssertTrue((180...320).contains(included), "\(included) of 1000 took a 25% rollout")
        XCTAssertFalse(RolloutBucket.includes(deviceID: "device-1", channel: "stable", version: "1.2.0", percent: 0))
        XCTAssertTrue(RolloutBucket.includes(deviceID: "device-1", channel: "stable", version: "1.2.0", percent: 100))
    }
}
