import HybridCore
import HybridVocabulary

/// How `hybrid run` answers certificate questions: hosts whose untrusted
/// certificate (a development server's self-signed one) is trusted, and pins.
struct MockCertificates: Equatable {
    /// Hosts (`*.dev.example` for a domain and its subdomains) whose TLS errors are answered "trust".
    var trust: HostPatterns = []
    /// The container's ``ContainerConfiguration/CertificatePins``.
    var pins = ContainerConfiguration.CertificatePins()

    func trusts(_ challenge: AuthenticationChallenge.ServerTrust) -> Bool {
        trust.contains(challenge.host)
    }
}

extension MockFileParser {
    func certificates(_ value: JSONValue) throws(MockFileError) -> MockCertificates {
        let members = try object(value, at: "certificates", allowed: ["trust", "pins"])
        var certificates = MockCertificates()
        if let trust = members["trust"] {
            guard case .array(let hosts) = trust else { throw fail("certificates.trust", "must be an array of host names") }
            var names: [String] = []
            for host in hosts {
                guard case .string(let name) = host, !name.isEmpty else { throw fail("certificates.trust", "must be an array of host names") }
                names.append(name)
            }
            certificates.trust = HostPatterns(names)
        }
        if let pins = members["pins"] {
            for (host, list) in try object(pins, at: "certificates.pins") {
                guard case .array(let entries) = list else { throw fail("certificates.pins.\(host)", "must be an array of \"sha256/BASE64\" pins") }
                var values: [String] = []
                for entry in entries {
                    guard case .string(let pin) = entry else { throw fail("certificates.pins.\(host)", "must be an array of \"sha256/BASE64\" pins") }
                    values.append(pin)
                }
                do { try certificates.pins.pin(host, values) } catch { throw fail("certificates.pins.\(host)", error.message) }
            }
        }
        return certificates
    }
}
