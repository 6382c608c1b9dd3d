import Foundation

extension WebEngineViewDelegate {
    public func engineView(_ view: any WebEngineView, destinationFor download: Download) async -> Result<URL, DownloadError> {
        .failure(.refused)
    }
    public func engineView(_ view: any WebEngineView, download: Download, didUpdate progress: DownloadProgress) {}
    public func engineView(_ view: any WebEngineView, didComplete download: Download) {}
    public func engineView(_ view: any WebEngineView, authenticate challenge: AuthenticationChallenge) async -> AuthenticationAnswer {
        .cancel
    }
}
