import Foundation
import HybridEngineSupport

extension WebContainerDelegate {
    public func container(_ container: WebContainer, destinationFor download: Download) async -> URL? { nil }
    public func container(_ container: WebContainer, download: Download, didUpdate progress: Download.Progress) {}
    public func container(_ container: WebContainer, didComplete download: Download) {}
    public func container(_ container: WebContainer, authenticate challenge: AuthenticationChallenge) async -> AuthenticationChallenge.Answer {
        .cancel
    }
    public func container(_ container: WebContainer, didRefuse challenge: AuthenticationChallenge, _ refusal: AuthenticationChallenge.Refusal) {}
}
