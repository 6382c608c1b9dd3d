/// Certificate questions reach the leased container only while the lease lasts;
/// afterwards an untrusted certificate is refused and any chain is refused.
extension LeasedView {
    func engineView(_ view: any WebEngineView, decideTrustFor challenge: ServerTrustChallenge) async -> ServerTrustChallenge.Answer {
        guard view === self.view, let delegate else { return .refuse }
        return await delegate.engineView(self, decideTrustFor: challenge)
    }

    func engineView(_ view: any WebEngineView, checkServerCertificates chain: [ServerTrustChallenge.Certificate], host: String) -> NavigationError? {
        guard view === self.view else { return .cancelled }
        return delegate?.engineView(self, checkServerCertificates: chain, host: host)
    }
}
