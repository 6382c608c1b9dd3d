import Foundation

/// Downloads and authentication challenges, passed to the app's delegate.
/// Nothing is granted without it: no delegate refuses downloads and cancels challenges.
extension ContainerEngineDelegate {
    func engineView(_ view: any WebEngineView, destinationFor download: Download) async -> Result<URL, Download.Failure> {
        guard let container, let delegate = container.delegate,
              let chosen = await delegate.container(container, destinationFor: download)
        else { return .failure(.refused) }
        do {
            return .success(try DownloadDestination.canonical(chosen))
        } catch {
            container.logger.notice("download destination refused: \(error.code)")
            return .failure(error)
        }
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
        guard let container, let delegate = container.delegate else { return .cancel }
        return await delegate.container(container, authenticate: challenge)
    }
}
