import HybridVocabulary
/// Decides a permission request for a container: a remembered answer first
/// (the container's own, then its ``PermissionStore``), else the delegate's,
/// remembered as it asks. Only a request proven to come from the main frame of
/// a real origin is answered from, or written to, memory.
@MainActor
struct PermissionGate {
    /// Decisions remembered until the container closes: `origin → kind → granted`.
    private var remembered: [String: [PermissionRequest.Kind: Bool]] = [:]

    /// A remembered answer that covers every kind asked for: granted only if all are.
    func rememberedAnswer(for request: PermissionRequest, store: PermissionStore?) -> Bool? {
        guard let origin = Self.rememberableOrigin(request) else { return nil }
        var answers: [Bool] = []
        for kind in request.kinds {
            guard let answer = remembered[origin]?[kind] ?? store?.decision(for: kind, origin: origin) else { return nil }
            answers.append(answer)
        }
        return answers.isEmpty ? nil : answers.allSatisfy { $0 }
    }

    mutating func remember(_ decision: PermissionRequest.Decision, for request: PermissionRequest, store: PermissionStore?) throws {
        guard let origin = Self.rememberableOrigin(request) else { return }
        switch decision.memory {
        case .notRemembered: return
        case .forContainer:
            for kind in request.kinds { remembered[origin, default: [:]][kind] = decision.isGranted }
        case .persistently:
            for kind in request.kinds { remembered[origin, default: [:]][kind] = decision.isGranted }
            try store?.remember(decision.isGranted, for: request.kinds, origin: origin)
        }
    }

    private static func rememberableOrigin(_ request: PermissionRequest) -> String? {
        guard case .mainFrame(let origin) = request.sender, origin != "null" else { return nil }
        return origin
    }
}
