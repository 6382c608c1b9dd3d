import Foundation
import HybridCore
import HybridVocabulary

/// Certificates the app trusted for a host (a delegate answering `true` to `decideTrustFor`),
/// shared by every view of one engine, as WebKitGTK's web context shares its
/// allowed certificates. Kept for the engine's life.
@MainActor
final class AppleTrustExceptions {
    private var trusted: Set<String> = []

    func contains(host: String, certificate: AuthenticationChallenge.ServerTrust.Certificate) -> Bool {
        trusted.contains(Self.key(host, certificate))
    }

    func insert(host: String, certificate: AuthenticationChallenge.ServerTrust.Certificate) {
        trusted.insert(Self.key(host, certificate))
    }

    private static func key(_ host: String, _ certificate: AuthenticationChallenge.ServerTrust.Certificate) -> String {
        host.lowercased() + " " + certificate.der.base64EncodedString()
    }
}
