import HybridVocabulary
import HybridEngineInterface
/// Certificates: the container's ``CertificateGuard`` checks pins and asks the
/// app's download delegate about certificates the engine does not trust.
extension ContainerEngineDelegate {
    func engineView(_ view: any WebEngineView, decideTrustFor challenge: AuthenticationChallenge.ServerTrust) async -> Bool {
        await certificates.decideTrust(for: challenge)
    }

    func engineView(_ view: any WebEngineView, checkServerCertificates chain: [AuthenticationChallenge.ServerTrust.Certificate], host: String) -> NavigationError? {
        certificates.checkServerCertificates(chain, host: host)
    }
}
