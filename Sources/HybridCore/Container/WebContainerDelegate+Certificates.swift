extension WebContainerDelegate {
    public func container(_ container: WebContainer, decideTrustFor challenge: ServerTrustChallenge) async -> ServerTrustChallenge.Answer {
        .refuse
    }
}
