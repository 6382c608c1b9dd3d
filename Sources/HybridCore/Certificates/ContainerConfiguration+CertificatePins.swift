import Foundation
import HybridVocabulary

extension ContainerConfiguration {
    /// Certificate pinning per host: a pinned host is shown only when a certificate
    /// in the chain it presents has one of its public-key hashes (SHA-256 of the
    /// SubjectPublicKeyInfo, base64, as HPKP's `pin-sha256` and OkHttp's `sha256/…`
    /// write them). Pins come on top of the engine's usual certificate checks; a
    /// host with no pins is not checked. Empty pins nothing.
    ///
    /// ```swift
    /// var configuration = ContainerConfiguration()
    /// configuration.certificatePins = try .init([
    ///     "m.example.com": ["sha256/r/mIkG3eEpVdm+u/ko/cwxzOMo1bk4TyHIlByibiA5E=",   // today's key
    ///                       "sha256/YLh1dUR9y6Kja30RrAn7JKnbQG/uEtLMkBgFF2Fuihg="],  // the backup key
    /// ])
    /// ```
    ///
    /// Where the check happens differs by engine (see <doc:DownloadsAndAuthentication>): WKWebView checks
    /// in its server-trust challenge, before any request is sent; WebKitGTK cannot,
    /// so the container first makes a TLS handshake of its own with the host (no
    /// HTTP request, no cookies) and checks WebKit's own certificate again at commit.
    public struct CertificatePins: Hashable, Sendable {
        /// Host (lowercased; `*.example.com` for a domain and its subdomains) → the base64 hashes.
        private var pins: [String: Set<String>] = [:]

        public init() {}

        /// Each host (`m.example.com`, or `*.example.com` for the domain and every
        /// host under it) with its pins, `sha256/BASE64` or the bare base64 hash.
        /// - Throws: `EngineError.invalidArgument` naming the pin that is not a base64 SHA-256 hash, or the empty host.
        public init(_ pins: [String: [String]]) throws(EngineError) {
            for (host, values) in pins { try pin(host, values) }
        }

        /// Adds pins for `host`; a host pinned twice accepts either set.
        /// - Throws: `EngineError.invalidArgument` naming the pin that is not a base64 SHA-256 hash, or the empty host.
        public mutating func pin(_ host: String, _ values: [String]) throws(EngineError) {
            let key = Self.canonical(host)
            guard !key.isEmpty, key != "*." else { throw Self.invalid(values.first ?? "", for: host) }
            var hashes = pins[key] ?? []
            for value in values {
                let hash = value.hasPrefix("sha256/") ? String(value.dropFirst("sha256/".count)) : value
                guard let bytes = Data(base64Encoded: hash), bytes.count == 32 else { throw Self.invalid(value, for: host) }
                hashes.insert(bytes.base64EncodedString())
            }
            pins[key] = hashes
        }

        public var isEmpty: Bool { pins.isEmpty }

        /// The pins that apply to `host`: its own, else its nearest `*.` domain's; `nil` when it has none.
        public func pins(for host: String) -> Set<String>? {
            let host = Self.canonical(host)
            guard !host.isEmpty else { return nil }
            if let own = pins[host] { return own }
            var domain = Substring(host)
            while true {
                if let pinned = pins["*." + domain] { return pinned }
                guard let dot = domain.firstIndex(of: ".") else { return nil }
                domain = domain[domain.index(after: dot)...]
            }
        }

        /// Whether `host` may be shown with `chain`: `true` when it has no pins or a certificate in `chain` matches one.
        public func accepts(_ chain: [AuthenticationChallenge.ServerTrust.Certificate], for host: String) -> Bool {
            guard let allowed = pins(for: host) else { return true }
            return chain.contains { allowed.contains($0.publicKeySHA256) }
        }

        /// A pin that is not a base64 SHA-256 hash, or a host that is empty: `invalid_argument`, the sentence naming both.
        private static func invalid(_ pin: String, for host: String) -> EngineError {
            .invalidArgument("certificate pin \"\(pin)\" for \"\(host)\" is not sha256/ and a base64 SHA-256 hash, or the host is empty")
        }

        private static func canonical(_ host: String) -> String {
            var host = host.lowercased()
            if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
            if host.hasSuffix(".") { host.removeLast() }
            return host
        }
    }
}
