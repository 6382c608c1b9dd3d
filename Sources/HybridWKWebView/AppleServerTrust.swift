import Dispatch
import Foundation
import HybridCore
import Security
import HybridVocabulary

/// A server's trust evaluated off the main thread: the system's evaluation may
/// fetch intermediates and revocation data over the network, so Apple asks for
/// `SecTrustEvaluateAsyncWithError` on a queue of one's own, called from that queue.
enum AppleServerTrust {
    /// The chain the server presented (as evaluated, leaf first) and whether the system trusts it.
    struct Evaluation: Sendable {
        var chain: [AuthenticationChallenge.ServerTrust.Certificate]
        var isTrusted: Bool
        /// The evaluation's error code (a `SecTrustEvaluateWithError` code), 0 when trusted.
        var errorCode: Int
    }

    /// A trust handed to the evaluation queue and back, never used on two threads at once.
    struct Handle: @unchecked Sendable {
        let trust: SecTrust
    }

    private static let queue = DispatchQueue(label: "hybridkit.server-trust")

    /// Evaluates `handle`'s trust on the evaluation queue; `completion` runs on the main actor, once.
    static func evaluate(_ handle: Handle, completion: @escaping @MainActor @Sendable (Evaluation) -> Void) {
        queue.async {
            let status = SecTrustEvaluateAsyncWithError(handle.trust, queue) { trust, trusted, error in
                let evaluation = Evaluation(chain: chain(of: trust), isTrusted: trusted, errorCode: error.map { CFErrorGetCode($0) } ?? 0)
                DispatchQueue.main.async { MainActor.assumeIsolated { completion(evaluation) } }
            }
            // The callback runs exactly when the call succeeds; otherwise nothing was evaluated.
            guard status != errSecSuccess else { return }
            let evaluation = Evaluation(chain: chain(of: handle.trust), isTrusted: false, errorCode: Int(status))
            DispatchQueue.main.async { MainActor.assumeIsolated { completion(evaluation) } }
        }
    }

    /// The trust's chain as the core's certificates, leaf first.
    static func chain(of trust: SecTrust) -> [AuthenticationChallenge.ServerTrust.Certificate] {
        let certificates = (SecTrustCopyCertificateChain(trust) as? [SecCertificate]) ?? []
        return certificates.compactMap { AuthenticationChallenge.ServerTrust.Certificate(der: SecCertificateCopyData($0) as Data) }
    }
}
