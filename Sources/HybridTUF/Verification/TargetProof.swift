import Foundation

/// Why a target is trusted, kept so it can be checked again later without the
/// network: the targets metadata from the top-level role down to the role that
/// lists the target, as received. ``verify(under:)`` re-checks every signature
/// against the root trusted *then*, so when a role's keys are rotated out, what
/// only they signed stops being trusted. Expiry is not judged: a proof says who
/// signed, not that the repository is fresh.
public struct TargetProof: Sendable, Equatable {
    public struct Step: Sendable, Equatable {
        public let role: String
        public let metadata: [UInt8]

        public init(role: String, metadata: [UInt8]) {
            self.role = role
            self.metadata = metadata
        }
    }

    public let path: String
    public let steps: [Step]

    /// `steps` from the top-level targets role down to the role that lists `path`.
    public init(path: String, steps: [Step]) {
        self.path = path
        self.steps = steps
    }

    /// The target as the proof describes it, once every step is signed by a threshold of
    /// the keys its delegator names (the top-level role: `root`'s targets keys), and the chain
    /// is one the updater's search could have taken: no role twice, at most
    /// ``UpdaterSettings/maximumDelegations`` roles, no step past a role that lists the path
    /// itself or past a terminating delegation that covers it (TUF asks no one after those).
    public func verify(under root: RootMetadata) throws(TUFError) -> TargetFile {
        let maximumDelegations = UpdaterSettings().maximumDelegations
        guard let first = steps.first, first.role == "targets" else { throw .malformedMetadata("a proof starts at the top-level targets role") }
        guard steps.count <= maximumDelegations else {
            throw .malformedMetadata("a proof of \(path) goes through \(steps.count) roles, more than the \(maximumDelegations) the updater follows")
        }
        guard Set(steps.map(\.role)).count == steps.count else { throw .malformedMetadata("a proof of \(path) names one role twice") }
        var parent: TargetsMetadata?
        for step in steps {
            let envelope = try SignedEnvelope(bytes: step.metadata)
            let metadata = try TargetsMetadata(envelope)
            if let parent {
                guard parent.targets[path] == nil else {
                    throw .malformedMetadata("a proof of \(path) goes past a role that lists it, to \(step.role)")
                }
                guard let delegations = parent.delegations,
                      let role = Self.reachable(step.role, among: delegations.roles(for: path)) else {
                    throw .targetNotFound(path: path)
                }
                try SignatureThreshold.verify(envelope, role: step.role, roleKeys: role.roleKeys, keys: delegations.keys)
            } else {
                try root.verify("targets", signedBy: envelope)
            }
            parent = metadata
        }
        guard let target = parent?.targets[path] else { throw .targetNotFound(path: path) }
        return target
    }

    /// The delegation named `name` among those covering the path, unless a terminating one comes before it.
    private static func reachable(_ name: String, among roles: [DelegatedRole]) -> DelegatedRole? {
        for role in roles {
            if role.name == name { return role }
            if role.terminating { return nil }
        }
        return nil
    }

    /// The proof as a JSON document (each step's bytes in base64, so they stay exact).
    public func encoded() throws(TUFError) -> [UInt8] {
        try JSONText.encode(.object([
            "path": .string(path),
            "steps": .array(steps.map { .object(["role": .string($0.role), "metadata": .string(Data($0.metadata).base64EncodedString())]) }),
        ]))
    }

    /// Reads what ``encoded()`` wrote.
    public init(encoded bytes: [UInt8]) throws(TUFError) {
        let json = try StrictJSONParser.parse(bytes)
        guard let path = json["path"]?.stringValue, let list = json["steps"]?.arrayValue, !list.isEmpty else {
            throw .malformedMetadata("a proof has a \"path\" and \"steps\"")
        }
        var steps: [Step] = []
        for entry in list {
            guard let role = entry["role"]?.stringValue, let text = entry["metadata"]?.stringValue, let data = Data(base64Encoded: text) else {
                throw .malformedMetadata("each proof step has a \"role\" and base64 \"metadata\"")
            }
            steps.append(Step(role: role, metadata: Array(data)))
        }
        self.init(path: path, steps: steps)
    }
}
