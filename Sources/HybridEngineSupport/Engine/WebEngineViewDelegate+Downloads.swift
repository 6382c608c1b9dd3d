import Foundation

extension WebEngineViewDelegate {
    public func engineView(_ view: any WebEngineView, destinationFor download: Download) async -> Result<URL, Download.Failure> {
        .failure(.refused)
    }
    public func engineView(_ view: any WebEngineView, download: Download, didUpdate progress: Download.Progress) {}
    public func engineView(_ view: any WebEngineView, didComplete download: Download) {}
    public func engineView(_ view: any WebEngineView, authenticate challenge: AuthenticationChallenge) async -> AuthenticationChallenge.Credential? {
        nil
    }
    public func engineView(_ view: any WebEngineView, chooseFilesFor request: FileChooserRequest) async -> [String]? { nil }
    public func engineView(_ view: any WebEngineView, decide request: PermissionRequest) async -> Bool { false }
}
