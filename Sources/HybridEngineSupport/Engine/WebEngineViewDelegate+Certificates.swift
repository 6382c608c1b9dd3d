extension WebEngineViewDelegate {
    public func engineView(_ view: any WebEngineView, decideTrustFor challenge: AuthenticationChallenge.ServerTrust) async -> AuthenticationChallenge.ServerTrust.Answer {
        .refuse
    }
    public func engineView(_ view: any WebEngineView, checkServerCertificates chain: [AuthenticationChallenge.ServerTrust.Certificate],
                           host: String) -> NavigationError? {
        nil
    }
}
