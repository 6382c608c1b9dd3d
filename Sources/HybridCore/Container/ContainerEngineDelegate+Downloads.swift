import Foundation
import HybridEngineSupport

/// Downloads and authentication challenges: the container's ``DownloadQuestions`` answer them.
extension ContainerEngineDelegate {
    func engineView(_ view: any WebEngineView, destinationFor download: Download) async -> Result<URL, Download.Failure> {
        await container?.downloads.destination(for: download) ?? .failure(.refused)
    }

    func engineView(_ view: any WebEngineView, download: Download, didUpdate progress: Download.Progress) {
        guard let container else { return }
        container.delegate?.container(container, download: download, didUpdate: progress)
    }

    func engineView(_ view: any WebEngineView, didComplete download: Download) {
        guard let container else { return }
        container.delegate?.container(container, didComplete: download)
    }

    func engineView(_ view: any WebEngineView, authenticate challenge: AuthenticationChallenge) async -> AuthenticationChallenge.Answer {
        await container?.downloads.authenticate(challenge) ?? .cancel
    }
}
