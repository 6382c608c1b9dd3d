import Foundation
import Testing
import HybridTUF

/// A proof kept with an installed version (or shipped in a zip as `manifest.sig`) is checked
/// without the network, so it must not vouch for more than TUF's own search would: the
/// role that lists a path first decides it, a terminating delegation ends the search, and a
/// chain cannot loop or grow past the updater's delegation limit.
@Suite struct TargetProofTests {
    private let path = "versions/2.0.0/manifest.json"
    private let keys = Dictionary(uniqueKeysWithValues: RootMetadata.topLevelRoles.map { ($0, [TestSigner.make(.ed25519, id: "\($0)-1")]) })
    private let delegate = TestSigner.make(.ed25519, id: "delegate-1")

    private var root: RootMetadata {
        let bytes = TestMetadata.document(TestMetadata.root(version: 1, keys: keys), by: keys["root"]!)
        return try! RootMetadata(SignedEnvelope(bytes: bytes))
    }

    /// Targets metadata listing `files` and delegating `path` to each of `roles` (name, terminating), in order.
    private func targets(files: [String: [UInt8]] = [:], delegating roles: [(String, Bool)] = [], by signer: TestSigner) -> [UInt8] {
        guard case .object(var signed) = TestMetadata.targets(version: 1, files: files) else { fatalError("targets is an object") }
        if !roles.isEmpty {
            signed["delegations"] = .object([
                "keys": .object([delegate.keyID: delegate.key]),
                "roles": .array(roles.map { name, terminating in
                    .object(["name": .string(name), "keyids": .array([.string(delegate.keyID)]), "threshold": .integer(1),
                             "terminating": .bool(terminating), "paths": .array([.string("versions/*/manifest.json")])])
                }),
            ])
        }
        return TestMetadata.document(.object(signed), by: [signer])
    }

    private func verify(_ steps: [(String, [UInt8])]) throws -> TargetFile {
        try TargetProof(path: path, steps: steps.map { TargetProof.Step(role: $0.0, metadata: $0.1) }).verify(under: root)
    }

    @Test func aProofThroughADelegation_verifies() throws {
        let top = targets(delegating: [("a", false)], by: keys["targets"]![0])
        let delegated = targets(files: [path: Array("real".utf8)], by: delegate)
        #expect(try verify([("targets", top), ("a", delegated)]).length == 4)
    }

    @Test func aDelegationCannotOverrideWhatItsDelegatorListsForThePath() throws {
        // The top-level role lists the path itself: TUF's search stops there, whatever a delegated role says.
        let top = targets(files: [path: Array("real".utf8)], delegating: [("a", false)], by: keys["targets"]![0])
        let delegated = targets(files: [path: Array("the delegate's own".utf8)], by: delegate)
        #expect(throws: TUFError.self) { try verify([("targets", top), ("a", delegated)]) }
    }

    @Test func aRoleAfterATerminatingDelegation_cannotProveThePath() throws {
        // "a" is terminating and covers the path: TUF never asks "b", so a proof through "b" proves nothing.
        let top = targets(delegating: [("a", true), ("b", false)], by: keys["targets"]![0])
        let other = targets(files: [path: Array("b's".utf8)], by: delegate)
        #expect(throws: TUFError.self) { try verify([("targets", top), ("b", other)]) }
    }

    @Test func aChainThatNamesARoleTwice_isRefused() throws {
        // "a" delegates to itself: the updater's search visits it once, so a looping proof is not one it made.
        let top = targets(delegating: [("a", false)], by: keys["targets"]![0])
        let loop = targets(delegating: [("a", false)], by: delegate)
        let last = targets(files: [path: Array("real".utf8)], by: delegate)
        #expect(throws: TUFError.self) { try verify([("targets", top), ("a", loop), ("a", last)]) }
    }

    @Test func aChainLongerThanTheDelegationLimit_isRefusedBeforeItsSignaturesAreChecked() throws {
        let limit = UpdaterSettings().maximumDelegations
        let top = targets(delegating: [("r0", false)], by: keys["targets"]![0])
        var steps = [("targets", top)]
        for index in 0...limit {
            guard case .object(var signed) = TestMetadata.targets(version: 1) else { fatalError("targets is an object") }
            signed["delegations"] = .object([
                "keys": .object([delegate.keyID: delegate.key]),
                "roles": .array([.object(["name": .string("r\(index + 1)"), "keyids": .array([.string(delegate.keyID)]), "threshold": .integer(1),
                                          "terminating": .bool(false), "paths": .array([.string("versions/*/manifest.json")])])]),
            ])
            if index == limit { signed["targets"] = TestMetadata.targets(version: 1, files: [path: Array("deep".utf8)])["targets"] }
            steps.append(("r\(index)", TestMetadata.document(.object(signed), by: [delegate])))
        }
        #expect(throws: TUFError.self) { try verify(steps) }
    }
}
