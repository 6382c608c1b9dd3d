import Foundation
import HybridVocabulary
import HybridEngineInterface

/// The container's record of ``DocumentTrust``, kept as documents commit.
///
/// What the app asked for (a load, a restore) waits for the next commit, and the load
/// that settles without one takes it back (``loadEnded(since:)``):
/// a timeout, a policy's cancel, a throw, a stop or a cookie sync that gave up never
/// leaves it for the old document's own next navigation.
@MainActor
final class DocumentTrustRecord: ContainerFeature {
    /// A document's trust and the origin it had it at (`nil`: opaque, as HTML with no base URL).
    struct Kept: Equatable {
        var trust: DocumentTrust
        var origin: BridgeOrigin?
    }

    private(set) var current: DocumentTrust = .navigated
    /// The current document's origin, as it committed.
    private var currentOrigin: BridgeOrigin?
    /// Where the load the app started goes (`about:blank` for HTML with no base URL), until a document commits.
    private var appLoad: URL?
    /// The trust a page brought back had, until its document commits.
    private var restoring: Kept?
    /// Grows with every mark, so a load that ends takes back only marks no later load made.
    private(set) var marks = 0

    /// The current document's trust, to give back when the page is brought back elsewhere.
    var kept: Kept { Kept(trust: current, origin: currentOrigin) }

    /// The app asked to load `url` (`nil`, or a URL with no origin, for HTML without a base URL:
    /// the document is opaque, and only an opaque commit is that load's).
    func appWillLoad(_ url: URL?) {
        appLoad = url ?? URL(string: "about:blank")
        marks += 1
    }

    /// The next document is a page brought back: it gets `kept` (what the page had, recorded when
    /// it was discarded), or this container's current document's trust (a recovery in place).
    func willRestore(_ kept: Kept? = nil) {
        restoring = kept ?? self.kept
        marks += 1
    }

    /// A load that began when ``marks`` was `mark` settled (or timed out): what was asked for it
    /// and not committed is forgotten, unless a later load asked anew.
    func loadEnded(since mark: Int) {
        guard marks == mark else { return }
        (appLoad, restoring) = (nil, nil)
    }

    /// Another navigation than the one the app asked for is about to commit: what was asked is not its.
    func overtaken() { (appLoad, restoring) = (nil, nil) }

    /// Whether a load of `url` is the one the app asked for and waits for (same origin): the host's
    /// word, which an app's network walls do not hold back.
    func isAppLoad(_ url: URL) -> Bool {
        guard let appLoad, let asked = BridgeOrigin(url: appLoad) else { return false }
        return asked == BridgeOrigin(url: url)
    }

    func pageDidNavigate(_ event: NavigationEvent) {
        guard case .committed(let url) = event else { return }
        let origin = url.flatMap(BridgeOrigin.init(url:))
        if let restoring {
            // Brought back at another origin (a reload the server redirected): the app chose that one no more than before.
            current = restoring.trust == .appLoad && restoring.origin != origin ? .redirected : restoring.trust
        } else if let asked = appLoad {
            if let askedOrigin = BridgeOrigin(url: asked) {
                current = askedOrigin == origin ? .appLoad : .redirected
            } else {
                // An opaque document (no base URL, `file:`, `data:`) is the app's only as one of the scheme it asked for.
                current = origin == nil && url?.scheme?.lowercased() == asked.scheme?.lowercased() ? .appLoad : .navigated
            }
        } else {
            current = .navigated
        }
        currentOrigin = origin
        (appLoad, restoring) = (nil, nil)
    }
}
