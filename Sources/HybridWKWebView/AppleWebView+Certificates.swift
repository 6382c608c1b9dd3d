import Foundation
import HybridCore
import Security
import WebKit
import HybridVocabulary

extension AppleWebView {
    /// The committed document's chain, from `serverTrust`: the core checks pins against
    /// it at every commit, since the server-trust challenge came once for the connection,
    /// possibly for another view of the profile. Read only for pinned hosts.
    public var committedServerCertificates: [AuthenticationChallenge.ServerTrust.Certificate]? {
        guard !isClosed, let trust = webView.serverTrust else { return nil }
        return AppleServerTrust.chain(of: trust)
    }
}
