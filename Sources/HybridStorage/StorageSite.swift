import HybridCore
import HybridCookies
import HybridVocabulary

/// The origins that share one storage quota: a registrable domain (eTLD+1).
///
/// Quota is per site, as browsers keep it, so a site cannot multiply its
/// quota by minting subdomains: `https://a1.example.com` and
/// `http://a2.example.com:8080` both count against `example.com`. An origin
/// whose host has no registrable domain (an IP address, `localhost`,
/// `app://bundle`, a host that is itself a public suffix) is a site of its own.
/// Only the quota is shared: each origin keeps its own keys.
public struct StorageSite: Hashable, Sendable, CustomStringConvertible {
    /// The registrable domain (`example.com`), or the serialized origin when there is none.
    public let name: String

    /// The site of `origin` by the cookie jar's public-suffix list.
    public init(_ origin: BridgeOrigin) { self.init(origin, publicSuffixList: .bundled) }

    /// The site of `origin` by another public-suffix list.
    package init(_ origin: BridgeOrigin, publicSuffixList: PublicSuffixList) {
        if !DomainName.isIPAddress(origin.host), let domain = publicSuffixList.registrableDomain(for: origin.host) {
            name = domain
        } else {
            name = origin.description
        }
    }

    public var description: String { name }
}
