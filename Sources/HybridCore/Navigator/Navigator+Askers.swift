import Foundation
import HybridVocabulary

/// Who is asking, for every door a page's proposal can open: read from the page's container and
/// the stacks when it asks, never from what the page says.
extension Navigator {
    /// The power a page's grant needs to start another app: by `hybrid.navigator.startApp`, or by a
    /// push or link whose rule says `"app"`.
    static let startAppPower = "hybrid.navigator.startApp"
    /// The power a page's grant needs to open a native screen (a rule's `"uri"`). A native screen is
    /// the host's own, outside the app's pages as another app is, so it is the same power as starting one.
    static let nativeScreenPower = startAppPower

    /// The page a person sees: on top of a navigator that is shown, its container visible and open.
    func isShownAsker(_ entry: NavigatorEntry) -> Bool {
        guard isShown, isOnTop(entry), let container = entry.container else { return false }
        return container.isShown
    }

    /// A page the app trusts: its document was loaded by the app (not reached by a link, a form,
    /// a redirect or the page's own navigation), at an origin its container trusts. A page a
    /// page pushed was loaded by the navigator, but trusts only its asker's origins: another origin
    /// it was pushed to is not one of them.
    func isTrustedAsker(_ entry: NavigatorEntry) -> Bool {
        guard let container = entry.container, container.documentTrust.current == .appLoad,
              let origin = container.url.flatMap(BridgeOrigin.init(url:)) else { return false }
        return container.trustedOrigins.contains(origin)
    }

    /// One tap, one power: spends the asker's gesture on an opening outside the page, both where a
    /// new window spends it and where the bridge's gesture-required powers do. `false`: it was spent.
    func spendGesture(of container: WebContainer) -> Bool {
        guard container.spendGesture() else { return false }
        container.bridge.router.activation.forget()
        return true
    }

    /// Why the asker's app may not open web page `url` through the navigator (a push, a link, a prerender):
    /// a page opened for it is its top-level load, held to its walls (``AppNetworkWalls``); `nil` when it may.
    func wallRefusal(opening url: URL, for asker: NavigatorEntry) -> String? {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", let container = asker.container else { return nil }
        return container.bridge.appWallRefusal(navigatingTo: url, targetsMainFrame: true)
    }

    /// Refuses (`navigator_url_refused`) a web page the asker's app's walls do not let it open; the app hears why.
    func checkWalls(opening url: URL, for asker: NavigatorEntry) throws {
        guard let reason = wallRefusal(opening: url, for: asker) else { return }
        logger.warning("refused \(url.absoluteString) to \(asker.currentURL.absoluteString): \(reason)")
        asker.container?.bridge.onWallRefusal?(url, reason)
        throw NavigatorRefusal.urlRefused(url.absoluteString, reason)
    }

    /// Refuses, as the bridge gate does (`capability_not_granted`), a power the grant of the asker's app lacks.
    func checkGrant(_ power: String, of entry: NavigatorEntry) throws {
        guard let container = entry.container, container.bridge.appGrantAllows(power) else {
            logger.warning("refused \(power) to \(entry.currentURL.absoluteString): not a capability its app's grant has")
            throw BridgeError.capabilityNotGranted(power)
        }
    }

    /// The offline app whose page `entry` is: the app it was started as, the app its page was
    /// opened as, or the app its URL is a page of; `nil` for a page of no app.
    func app(of entry: NavigatorEntry) -> String? {
        entry.app ?? entry.container?.bridge.pageApp.flatMap(OfflineAppID.id(of:)) ?? OfflineAppID.id(of: entry.currentURL)
            ?? OfflineAppID.id(of: entry.url)
    }

    /// Whether the page of `entry` is one of app `id`'s.
    func belongs(_ entry: NavigatorEntry, to id: String) -> Bool {
        entry.app == id || app(of: entry) == id || OfflineAppID.id(of: entry.url) == id || OfflineAppID.id(of: entry.currentURL) == id
    }

    /// An app's page may close, replace or reload only its own app's pages (`navigator_not_own_app`):
    /// `steps` are refused whole when any page they touch is another app's or the host's.
    func checkOwnsWhat(_ steps: [NavigatorState.Step], touch asker: NavigatorEntry) throws {
        guard let own = app(of: asker) else { return }
        for page in state.touched(by: steps) {
            guard let entry = pages[page.id], !belongs(entry, to: own) else { continue }
            logger.warning("refused app \(own)'s route: it would close \(entry.currentURL.absoluteString)")
            throw NavigatorRefusal.notOwnApp(app(of: entry) ?? "the host app")
        }
    }
}
