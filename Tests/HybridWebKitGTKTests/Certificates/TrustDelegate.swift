import Foundation
import HybridCore
import HybridVocabulary

/// Records TLS trust questions and load failures; answers with ``answer``, or
/// holds the answer until ``release(_:)`` when ``holds`` is set.
@MainActor
final class TrustDelegate: WebContainerDelegate {
    var answer: Bool = false
    var holds = false
    private(set) var challenges: [AuthenticationChallenge.ServerTrust] = []
    private(set) var failures: [NavigationError] = []
    /// Held answers given after ``release(_:)``, counted once the container has them.
    private(set) var lateAnswers = 0
    private var held: [CheckedContinuation<Bool, Never>] = []

    func container(_ container: WebContainer, decideTrustFor challenge: AuthenticationChallenge.ServerTrust) async -> Bool {
        challenges.append(challenge)
        guard holds else { return answer }
        let late = await withCheckedContinuation { held.append($0) }
        lateAnswers += 1
        return late
    }

    func container(_ container: WebContainer, didFailLoading url: URL?, error: NavigationError) { failures.append(error) }

    func release(_ answer: Bool) {
        let waiting = held
        held.removeAll()
        waiting.forEach { $0.resume(returning: answer) }
    }
}
