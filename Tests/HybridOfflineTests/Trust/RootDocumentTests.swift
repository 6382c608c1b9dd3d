import Foundation
@testable import HybridOffline
import Testing

/// What a root document may say: anything a publisher would not make, and bytes that
/// are not a root at all, are refused with a typed code, never a crash.
struct RootDocumentTests {
    static let key = PackageSigningKey.generate()

    /// A valid root's JSON object, for a test to break one field of.
    static func object() throws -> [String: Any] {
        let root = try TestRoots.root(1, rootKeys: [key], signers: [key])
        return try JSONSerialization.jsonObject(with: root.documentData) as! [String: Any]
    }

    static func signed(_ object: [String: Any]) throws -> (Data, Data) {
        let data = try JSONSerialization.data(withJSONObject: object)
        return (data, Data("\(key.publicKey.keyID):\(try key.sign(data).base64EncodedString())\n".utf8))
    }

    @Test(arguments: ["format", "version", "expires", "keyid", "threshold-zero", "threshold-high", "unknown-role-key", "no-publish"])
    func aRootBreakingARule_isRefusedAsInvalid(rule: String) throws {
        var object = try Self.object()
        var keys = object["keys"] as! [String: String]
        var root = object["root"] as! [String: Any]
        switch rule {
        case "format": object["format"] = 2
        case "version": object["version"] = 0
        case "expires": object["expires"] = -5
        case "keyid": keys = [String(repeating: "0", count: 64): keys.values.first!]
        case "threshold-zero": root["threshold"] = 0
        case "threshold-high": root["threshold"] = 2
        case "unknown-role-key": root["keyIDs"] = [String(repeating: "1", count: 64)]
        default: object["publish"] = nil
        }
        object["keys"] = keys
        object["root"] = root
        let (data, signatures) = try Self.signed(object)
        let error = #expect(throws: PackageUpdateError.self) { try PublisherTrust(rootDocument: data, signatures: signatures) }
        #expect(error?.code == "invalid_root", "\(rule): \(error?.message ?? "")")
    }

    @Test func aRootNotSignedByItsOwnRootKeys_isRefused() throws {
        let unsigned = try TestRoots.root(1, rootKeys: [Self.key], signers: [])
        #expect(throws: PackageUpdateError.rootBadSignature(version: 1, signersVersion: 1)) { try TestRoots.trust(unsigned) }
        let half = try TestRoots.root(1, rootKeys: [Self.key, .generate()], threshold: 2, signers: [Self.key])
        #expect(throws: PackageUpdateError.rootThresholdNotMet(version: 1, signersVersion: 1, valid: 1, threshold: 2)) { try TestRoots.trust(half) }
    }

    /// Random bytes, and a valid root with bytes flipped, cut or inserted: always a typed error or a valid root.
    @Test func randomAndMutatedBytes_neverCrash_andAlwaysFailTyped() throws {
        var random = SplitMix64(seed: 34)
        let valid = try TestRoots.root(1, rootKeys: [Self.key], signers: [Self.key]).documentData
        for round in 0..<2_000 {
            var bytes: [UInt8]
            if round % 4 == 0 {
                bytes = (0..<Int(random.next() % 300)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            } else {
                bytes = Array(valid)
                for _ in 0..<(1 + random.next() % 4) {
                    let at = Int(random.next() % UInt64(bytes.count))
                    switch random.next() % 3 {
                    case 0: bytes[at] = UInt8(truncatingIfNeeded: random.next())
                    case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int(random.next() % 20)))
                    default: bytes.insert(contentsOf: Array("\"[{9-".utf8).shuffled(using: &random).prefix(2), at: at)
                    }
                    if bytes.isEmpty { bytes = [0] }
                }
            }
            do { _ = try SignedRoot(documentData: Data(bytes), signatures: Data()) } catch {
                #expect(error is PackageUpdateError, "round \(round): \(error)")
            }
        }
    }
}
