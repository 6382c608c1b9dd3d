import HybridVocabulary
/// An engine view that cannot check a server's certificate before its request
/// goes out (WebKitGTK: the certificate is first visible at commit, after the
/// request and its cookies were sent). For a pinned host the container asks it
/// for the chain first and lets the navigation go only when a pin matches.
///
/// An engine whose server-trust challenge comes before any request
/// (WKWebView) does not adopt this: it calls
/// ``WebEngineViewDelegate/engineView(_:checkServerCertificates:host:)`` from the challenge.
/// Either way the container checks ``WebEngineView/committedServerCertificates`` at every commit.
@MainActor
package protocol ServerCertificateProbing: AnyObject {
    /// Connects to `host`:`port`, makes a TLS handshake, reads the chain the
    /// server presents (leaf first) and closes, sending no HTTP request.
    /// Throws ``NavigationError/cannotConnect(message:)`` or ``NavigationError/timedOut(seconds:)``.
    func probeServerCertificates(host: String, port: Int, timeout: Duration) async throws -> [AuthenticationChallenge.ServerTrust.Certificate]
}
