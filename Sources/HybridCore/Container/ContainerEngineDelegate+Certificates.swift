import HybridEngineSupport
/// Certificates: untrusted ones go to the app's delegate (refused without one);
/// pins are the container's own check.
extension ContainerEngineDelegate {
    func engineView(_ view: any WebEngineView, decideTrustFor challenge: AuthenticationChallenge.ServerTrust) async -> AuthenticationChallenge.ServerTrust.Answer {
        guard let container else { return .refuse }
        let answer = await answer(challenge, in: container)
        // A refusal is the failure of that host's load, reported as such whatever the engine says.
        if answer == .refuse {
            container.certificates.connectionRefused(host: challenge.host, .serverCertificateUntrusted(host: challenge.host, errors: challenge.errors))
        }
        return answer
    }

    private func answer(_ challenge: AuthenticationChallenge.ServerTrust, in container: WebContainer) async -> AuthenticationChallenge.ServerTrust.Answer {
        guard let delegate = container.delegate else { return .refuse }
        // A page nobody sees asks nobody: the prerender fails, and a lease loads it where the app is asked.
        if container.prerendering.refuse(.certificateQuestion(challenge)) {
            container.logger.notice("certificate for \(challenge.host) refused unasked: the page is prerendered")
            return .refuse
        }
        let answer = await delegate.container(container, decideTrustFor: challenge)
        container.logger.notice("certificate for \(challenge.host) \(challenge.errors): \(answer)")
        return answer
    }

    func engineView(_ view: any WebEngineView, checkServerCertificates chain: [AuthenticationChallenge.ServerTrust.Certificate], host: String) -> NavigationError? {
        guard let container else { return .cancelled }
        let refusal = container.certificates.checkPins(chain, host: host)
        if let refusal { container.certificates.connectionRefused(host: host, refusal) }
        return refusal
    }
}
