import Foundation
import HybridVocabulary
import HybridEngineInterface

/// The container's record of ``DocumentTrust``, kept as documents commit.
@MainActor
final class DocumentTrustRecord: ContainerFeature {
    private(set) var current: DocumentTrust = .navigated
    /// The origin of the load the app started, until a document commits.
    private var appLoad: BridgeOrigin??
    private var restoring = false

    /// The app asked to load `url` (`nil` for HTML without a base URL).
    func appWillLoad(_ url: URL?) { appLoad = .some(url.flatMap(BridgeOrigin.init(url:))) }

    /// The next document is the one a page had, brought back with its recorded trust.
    func willRestore() { restoring = true }

    func pageDidNavigate(_ event: NavigationEvent) {
        guard case .committed(let url) = event else { return }
        if restoring {
            current = .restored
        } else if let asked = appLoad {
            current = asked == nil || asked == url.flatMap(BridgeOrigin.init(url:)) ? .appLoad : .redirected
        } else {
            current = .navigated
        }
        (appLoad, restoring) = (nil, false)
    }
}
