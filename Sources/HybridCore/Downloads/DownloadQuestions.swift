import Foundation
import HybridVocabulary
import HybridEngineInterface

/// Downloads and password challenges, as a feature of the container: the app's
/// delegate answers, and a download's destination is canonicalized before the
/// engine sees it. Nothing is granted without a delegate: no delegate refuses
/// downloads and cancels challenges.
@MainActor
final class DownloadQuestions: ContainerFeature {
    private let app: AppLink
    private var configuration = ContainerConfiguration()
    private let logger = HybridLog.logger("hybridkit.container")

    init(app: AppLink) { self.app = app }

    func configurationDidChange(_ configuration: ContainerConfiguration) { self.configuration = configuration }

    func destination(for download: Download) async -> Result<URL, Download.Failure> {
        guard let chosen = await app.ask(configuration.downloadDelegate, { await $0.container($1, destinationFor: download) }) ?? nil
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
    func authenticate(_ challenge: AuthenticationChallenge) async -> AuthenticationChallenge.Credential? {
        let delegate = configuration.downloadDelegate
        guard delegate != nil else { return nil }
        let key = "\(challenge.host.lowercased()):\(challenge.port)"
        let answered = attempts[key, default: 0]
        guard answered < configuration.maximumCredentialAttempts else {
            logger.warning("credential challenge from \(challenge.host):\(challenge.port) cancelled: too_many_credential_attempts")
            app.tell(delegate) { $0.container($1, didRefuse: challenge, afterAttempts: answered) }
            return nil
        }
        guard let credential = await app.ask(delegate, { await $0.container($1, authenticate: challenge) }) ?? nil else { return nil }
        attempts[key] = answered + 1
        return credential
    }

    /// Bytes arrived for `download`.
    func downloadDidProgress(_ download: Download) {
        app.tell(configuration.downloadDelegate) { $0.container($1, downloadDidProgress: download) }
    }

    /// `download` ended, as `Download/result` says.
    func didComplete(_ download: Download) { app.tell(configuration.downloadDelegate) { $0.container($1, didComplete: download) } }

    func pageDidNavigate(_ event: NavigationEvent) {
        if case .committed = event { attempts = [:] }
    }

    func webProcessDidTerminate(_ reason: WebProcessTerminationReason) { attempts = [:] }
}
