import HybridEngineSupport
extension WebContainerDelegate {
    public func container(_ container: WebContainer, decideTrustFor challenge: AuthenticationChallenge.ServerTrust) async -> AuthenticationChallenge.ServerTrust.Answer {
        .refuse
    }
}
