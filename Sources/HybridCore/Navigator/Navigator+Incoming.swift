import Foundation
import HybridVocabulary

extension Navigator {
    /// Opens a URL that reached the app from outside (a universal link, the app's
    /// own scheme, a notification tap) where the path rules say, as ``route(_:)``
    /// does; the page it opens reads how with `hybrid.navigator.opening()`.
    ///
    /// A custom-scheme URL opens only as ``customSchemeMapping`` turns it into a web
    /// URL, and a universal link must be `https`: anything else throws
    /// `navigator_url_refused` at once and is logged. The same URL handed over again
    /// within 2 s opens nothing (iOS can give a link at launch and to `open url` both).
    /// Before the navigator shows its first page (at launch) the URL waits, and opens
    /// above that page once it is shown; otherwise this returns once it is routed.
    public func open(_ url: URL, arrivedBy arrival: URLArrival) async throws {
        let target: URL
        do { target = try incoming.target(for: url, arrivedBy: arrival) } catch {
            logger.warning("refused a \(arrival.source) URL: \(error.description)")
            throw error
        }
        guard !incoming.isRepeat(target) else {
            return logger.notice("\(target.absoluteString) was handed over again; it is open already")
        }
        var opening: [String: JSONValue] = ["source": .string(arrival.source), "url": .string(target.absoluteString)]
        if target != url { opening["receivedURL"] = .string(url.absoluteString) }
        if case .notification(let payload) = arrival { opening["payload"] = payload }
        let proposal = NavigatorProposal(url: target, opening: .object(opening))
        guard !main.isEmpty else {
            logger.notice("\(target.absoluteString) waits for the first page")
            return incoming.wait(proposal)
        }
        do { try await route(proposal) } catch {
            incoming.forget(target)
            throw error
        }
    }

    /// Turns a URL of the app's own scheme into the web page it stands for; `nil`
    /// refuses it. Without one, every custom-scheme URL is refused.
    public var customSchemeMapping: (@MainActor (URL) -> URL?)? {
        get { incoming.customSchemeMapping }
        set { incoming.customSchemeMapping = newValue }
    }

    /// The hosts ``customSchemeMapping`` may lead to (`["shop.example"]`); a mapped URL of
    /// any other host, not `https` (or `http` to this machine), or with a user or password, is refused.
    /// Exact hosts, or `*.example.com` for a domain and all its subdomains.
    public var customSchemeHosts: [String] {
        get { incoming.customSchemeHosts.patterns }
        set { incoming.customSchemeHosts = HostPatterns(newValue) }
    }

    /// The first page is shown: what arrived at launch opens now, in order.
    func openWaitingURLs() {
        guard !main.isEmpty, !incoming.waiting.isEmpty else { return }
        let waiting = incoming.takeWaiting()
        Task { [weak self] in
            for proposal in waiting {
                do { try await self?.route(proposal) } catch {
                    self?.logger.warning("\(proposal.url.absoluteString), handed over at launch, did not open: \(error)")
                }
            }
        }
    }
}
