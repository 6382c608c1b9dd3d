extension WebEngineViewDelegate {
    public func engineView(_ view: any WebEngineView, decideTrustFor challenge: AuthenticationChallenge.ServerTrust) async -> Bool {
        false
    }
    public func engineView(_ view: any WebEngineView, checkServerCertificates chain: [AuthenticationChallenge.ServerTrust.Certificate],
                           host: String) -> NavigationError? {
        nil
    }
}
