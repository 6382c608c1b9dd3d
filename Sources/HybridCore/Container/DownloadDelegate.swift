import Foundation
import HybridVocabulary

extension WebContainer {
    /// The downloads-and-authentication role of a container's delegate: where a download
    /// goes and how it does, passwords a server asks for, and certificates the engine does
    /// not trust. Every method has a default, which refuses.
    @MainActor
    public protocol DownloadDelegate: AnyObject {
        /// A page started a download (an attachment, a type the engine cannot show, `<a download>`).
        /// Return the file URL to write it to, or `nil` to refuse (the default). The URL is
        /// canonicalized and checked (a file URL in a folder that exists, not a folder, not an
        /// existing file); one that fails completes the download with `Download/Failure/invalidDestination(_:)`.
        /// If the view closes first, the download is refused and this answer is not used.
        func container(_ container: WebContainer, destinationFor download: Download) async -> URL?
        /// Bytes arrived for `download`: read its `Download/bytesReceived` and `Download/fractionCompleted`.
        func container(_ container: WebContainer, downloadDidProgress download: Download)
        /// `download` ended; `Download/result` says how. A failed or cancelled download left no file.
        func container(_ container: WebContainer, didComplete download: Download)
        /// A server asks for a password (HTTP Basic or Digest). Answer with a credential for
        /// `challenge.host` only, or `nil` (the default) to cancel, which fails the load
        /// without showing the server's 401 page. If the view closes first, the challenge is cancelled.
        func container(_ container: WebContainer, authenticate challenge: AuthenticationChallenge) async -> AuthenticationChallenge.Credential?
        /// The host asked for a credential again after `attempts` (``ContainerConfiguration/maximumCredentialAttempts``)
        /// answers in this document (logged as `too_many_credential_attempts`): the container cancelled it without
        /// asking ``container(_:authenticate:)``, so a wrong saved password cannot make the engine resend forever.
        func container(_ container: WebContainer, didRefuse challenge: AuthenticationChallenge, afterAttempts attempts: Int)
        /// A main-frame load met a server certificate the engine does not trust (self-signed,
        /// expired, another host's). Answer `true` to trust that
        /// certificate for `challenge.host` (a development server) and load the page again, or
        /// `false` (the default) to refuse it: the load fails with
        /// `NavigationError/serverCertificateUntrusted(host:errors:)`. Asked once; if the view
        /// closes first, refused. A pin failure (``ContainerConfiguration/CertificatePins``) is never asked about: it fails
        /// the load with `NavigationError/certificatePinMismatch(host:)`.
        func container(_ container: WebContainer, decideTrustFor challenge: AuthenticationChallenge.ServerTrust) async -> Bool
    }
}

extension WebContainer.DownloadDelegate {
    public func container(_ container: WebContainer, destinationFor download: Download) async -> URL? { nil }
    public func container(_ container: WebContainer, downloadDidProgress download: Download) {}
    public func container(_ container: WebContainer, didComplete download: Download) {}
    public func container(_ container: WebContainer, authenticate challenge: AuthenticationChallenge) async -> AuthenticationChallenge.Credential? {
        nil
    }
    public func container(_ container: WebContainer, didRefuse challenge: AuthenticationChallenge, afterAttempts attempts: Int) {}
    public func container(_ container: WebContainer, decideTrustFor challenge: AuthenticationChallenge.ServerTrust) async -> Bool {
        false
    }
}
