import Foundation
@_spi(Engine) import HybridCore

/// Records TLS trust questions and load failures; answers with ``answer``, or
/// holds the answer until ``release(_:)`` when ``holds`` is set.
@MainActor
final class TrustDelegate: WebContainerDelegate {
    var answer: ServerTrustChallenge.Answer = .refuse
    var holds = false
    private(set) var challenges: [ServerTrustChallenge] = []
    private(set) var failures: [NavigationError] = []
    private var held: [CheckedContinuation<ServerTrustChallenge.Answer, Never>] = []

    func container(_ container: WebContainer, decideTrustFor challenge: ServerTrustChallenge) async -> ServerTrustChallenge.Answer {
        challenges.append(challenge)
        guard holds else { return answer }
        return await withCheckedContinuation { held.append($0) }
    }

    func container(_ container: WebContainer, didFailLoading url: URL?, error: NavigationError) { failures.append(error) }

    func release(_ answer: ServerTrustChallenge.Answer) {
        let waiting = held
        held.removeAll()
        waiting.forEach { $0.resume(returning: answer) }
    }
}
