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

    func authenticate(_ challenge: AuthenticationChallenge) async -> AuthenticationChallenge.Answer {
        guard let container, let delegate = container.delegate else { return .cancel }
        return await delegate.container(container, authenticate: challenge)
    }
}
