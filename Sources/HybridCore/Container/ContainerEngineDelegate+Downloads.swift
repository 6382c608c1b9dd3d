import Foundation
import HybridVocabulary
import HybridEngineInterface

/// Downloads and authentication challenges: the container's ``DownloadQuestions`` answer them.
extension ContainerEngineDelegate {
    func engineView(_ view: any WebEngineView, destinationFor download: Download) async -> Result<URL, Download.Failure> {
        await downloads.destination(for: download)
    }

    func engineView(_ view: any WebEngineView, downloadDidProgress download: Download) {
        downloads.downloadDidProgress(download)
    }

    func engineView(_ view: any WebEngineView, didComplete download: Download) {
        downloads.didComplete(download)
    }

    func engineView(_ view: any WebEngineView, authenticate challenge: AuthenticationChallenge) async -> AuthenticationChallenge.Credential? {
        await downloads.authenticate(challenge)
    }
}
