extension WebEngineViewDelegate {
    public func engineView(_ view: any WebEngineView, decideTrustFor challenge: ServerTrustChallenge) async -> ServerTrustChallenge.Answer {
        .refuse
    }
    public func engineView(_ view: any WebEngineView, checkServerCertificates chain: [ServerTrustChallenge.Certificate],
                           host: String) -> NavigationError? {
        nil
    }
}
