import Foundation
import HybridVocabulary

/// URLs handed to the navigator from outside (``Navigator/open(_:arrivedBy:)``):
/// checked at once, opened once even when the system hands the same one twice
/// (iOS can give a link both in the launch options and to `open url`), and held
/// until the navigator shows its first page when they arrive at launch.
@MainActor
final class IncomingURLs {
    /// Turns a custom-scheme URL into the web URL it stands for; `nil` refuses it.
    var customSchemeMapping: (@MainActor (URL) -> URL?)?
    /// The hosts a mapped URL may lead to.
    var customSchemeHosts: HostPatterns = []
    /// The same URL again within this time opens nothing.
    var repeatWindow: Duration = .seconds(2)
    /// Arrived before the first page: opened, in order, once there is one.
    private(set) var waiting: [NavigatorProposal] = []
    private var recent: [String: ContinuousClock.Instant] = [:]

    /// The web URL `url` opens as, or the refusal to report.
    func target(for url: URL, arrivedBy arrival: URLArrival) throws(NavigatorRefusal) -> URL {
        if arrival != .customScheme, Self.isWeb(url, httpsOnly: arrival == .universalLink) { return url }
        if arrival == .universalLink { throw .urlRefused(Self.shown(url), "a universal link is an https URL") }
        guard let mapping = customSchemeMapping else {
            throw .urlRefused(Self.shown(url), "the app maps no custom-scheme URLs to its pages")
        }
        guard let mapped = mapping(url) else { throw .urlRefused(Self.shown(url), "the app's mapping does not accept it") }
        // Anyone can send the app's scheme: what it maps to is held to HTTPS (HTTP to this
        // machine only), no user or password (`https://x@evil`), and a host the app named.
        let loopback = ["127.0.0.1", "localhost", "::1"].contains(mapped.host?.lowercased() ?? "")
        guard Self.isWeb(mapped, httpsOnly: !loopback), mapped.user == nil, mapped.password == nil else {
            throw .urlRefused(Self.shown(url), "the app's mapping made it \(Self.shown(mapped)), which is not an https page")
        }
        guard customSchemeHosts.contains(mapped.host) else {
            throw .urlRefused(Self.shown(url), "the app's mapping made it \(Self.shown(mapped)), whose host is not in customSchemeHosts")
        }
        return mapped
    }

    /// Whether `url` was handed over within ``repeatWindow``; records it either way.
    func isRepeat(_ url: URL) -> Bool {
        let now = ContinuousClock.now
        recent = recent.filter { now - $0.value < repeatWindow }
        let key = url.absoluteString
        defer { recent[key] = now }
        return recent[key] != nil
    }

    /// A URL that did not open counts as never handed over: the same URL again may open.
    func forget(_ url: URL) { recent[url.absoluteString] = nil }

    func wait(_ proposal: NavigatorProposal) { waiting.append(proposal) }

    func takeWaiting() -> [NavigatorProposal] {
        defer { waiting = [] }
        return waiting
    }

    private static func isWeb(_ url: URL, httpsOnly: Bool) -> Bool {
        let scheme = url.scheme?.lowercased()
        return (scheme == "https" || (!httpsOnly && scheme == "http")) && url.host?.isEmpty == false
    }

    /// A URL as a log line or an error shows it: at most 200 characters.
    private static func shown(_ url: URL) -> String { String(url.absoluteString.prefix(200)) }
}
