import Foundation
import HybridEngineSupport

/// Downloads and password challenges, as a feature of the container: the app's
/// delegate answers, and a download's destination is canonicalized before the
/// engine sees it. Nothing is granted without a delegate: no delegate refuses
/// downloads and cancels challenges.
@MainActor
final class DownloadQuestions: ContainerFeature {
    weak var container: WebContainer?
    private let logger = HybridLog.logger("hybridkit.container")

    func attach(to container: WebContainer) { self.container = container }

    func destination(for download: Download) async -> Result<URL, Download.Failure> {
        guard let container, let delegate = container.delegate,
              let chosen = await delegate.container(container, destinationFor: download)
        else { return .failure(.refused) }
        do {
            return .success(try DownloadDestination.canonical(chosen))
        } catch {
            logger.notice("download destination refused: \(error.code)")
            return .failure(error)
        }
    }

    /// Challenges answered for each host (and port) since the main frame last committed a document.
    private var attempts: [String: Int] = [:]

    /// At most ``ContainerConfiguration/maximumCredentialAttempts`` answers per host per document,
    /// whatever the delegate does: past them the challenge is cancelled and reported.
    func authenticate(_ challenge: AuthenticationChallenge) async -> AuthenticationChallenge.Answer {
        guard let container, let delegate = container.delegate else { return .cancel }
        let key = "\(challenge.host.lowercased()):\(challenge.port)"
        let answered = attempts[key, default: 0]
        guard answered < container.configuration.maximumCredentialAttempts else {
            let refusal = AuthenticationChallenge.Refusal(attempts: answered)
            logger.warning("credential challenge from \(challenge.host):\(challenge.port) cancelled: \(refusal.code)")
            delegate.container(container, didRefuse: challenge, refusal)
            return .cancel
        }
        let answer = await delegate.container(container, authenticate: challenge)
        if case .use = answer { attempts[key] = answered + 1 }
        return answer
    }

    func pageDidNavigate(_ event: NavigationEvent) {
        if case .committed = event { attempts = [:] }
    }

    func webProcessDidTerminate(_ reason: WebProcessTerminationReason) { attempts = [:] }
}
