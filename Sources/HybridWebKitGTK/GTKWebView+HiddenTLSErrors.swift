import CWebKitGTK
import Foundation
import HybridVocabulary

/// WebKitGTK 2.50 fails an https navigation from a view already showing a page
/// as "Operation was cancelled", without `load-failed-with-tls-errors`, about
/// half the time when the certificate is untrusted (the page is swapped into
/// another web process meanwhile). Such a failure is checked by a handshake of
/// the view's own before it is reported: an untrusted certificate then reaches
/// the delegate as the signal would have brought it, and a trusted one (or none)
/// leaves the failure as it was.
extension GTKWebView {
    /// Whether a failed main-frame load may be an untrusted certificate that WebKit did not report.
    static func mayHideCertificateError(_ error: UnsafeMutablePointer<GError>?, url: URL?) -> Bool {
        guard let error, error.pointee.domain == g_io_error_quark(), error.pointee.code == Int32(G_IO_ERROR_CANCELLED.rawValue)
        else { return false }
        return url?.scheme?.lowercased() == "https" && url?.host != nil
    }

    /// Reports `failure` for `url`, or the certificate question it hid.
    func reportAfterCheckingCertificate(_ url: URL, failure: NavigationError) {
        guard let host = url.host else { return }
        Task { [weak self] in
            let outcome = await GTKCertificateProbe.handshake(host: host, port: url.port ?? 443, timeout: .seconds(10))
            guard let self, !isClosed, webkit_web_view_is_loading(webView) == 0 else {
                if case .success(let peer) = outcome { g_object_unref(peer.certificate) }
                return  // closed, or another load began: this one's outcome no longer matters
            }
            if case .success(let peer) = outcome {
                defer { g_object_unref(peer.certificate) }
                if peer.errors.rawValue != 0,
                   handleTLSErrors(uri: url.absoluteString, certificate: peer.certificate, errors: peer.errors) { return }
            }
            delegate?.engineView(self, didReceive: .failed(url, failure), navigation: nil)
        }
    }
}
