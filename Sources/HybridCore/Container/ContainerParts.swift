import HybridVocabulary
import HybridEngineInterface

/// A container's features, each made with what it needs and nothing more, and
/// the order in which they hear the page's events: the container's composition
/// root, kept out of ``WebContainer`` itself. Only the container holds it; no
/// feature holds the container. The container gives what is its own to give:
/// whether a person sees the page, an ``AppLink`` for the app's delegates and
/// navigation handlers, and how it handles the engine's events and closes.
@MainActor
final class ContainerParts {
    let scrolling: ScrollTracking
    let pageErrors: PageErrorReporting
    let documentTrust = DocumentTrustRecord()
    let prerendering: Prerendering
    let loads: PageLoads
    let reissues: CommonParameterReissues
    let certificates: CertificateGuard
    let dialogs: ScriptDialogs
    let device: DeviceQuestions
    let downloads: DownloadQuestions
    let navigation: NavigationDecisions
    let chrome: ContainerChrome
    let inspection: WebInspectorAccess
    let appearance: ViewAppearance
    let recovery: PageRecovery
    let reports: LoadReports
    let engineDelegate: ContainerEngineDelegate
    /// What the container attaches to its page, in the order each hears events.
    let all: [any ContainerFeature]

    init(view: RecoverableView, bridge: Bridge, app: AppLink, isShown: @escaping @MainActor () -> Bool,
         report: @escaping @MainActor (NavigationEvent, NavigationID?) -> Void,
         terminated: @escaping @MainActor (WebProcessTerminationReason) -> Void, close: @escaping @MainActor () -> Void) {
        scrolling = ScrollTracking(view: view)
        pageErrors = PageErrorReporting(view: view)
        prerendering = Prerendering(view: view)
        loads = PageLoads(view: view, documentTrust: documentTrust)
        reissues = CommonParameterReissues(view: view, loads: loads)
        certificates = CertificateGuard(view: view, prerendering: prerendering, bridge: bridge, documentTrust: documentTrust, app: app, report: { report($0, nil) })
        dialogs = ScriptDialogs(bridge: bridge, prerendering: prerendering, isShown: isShown, app: app)
        downloads = DownloadQuestions(app: app)
        navigation = NavigationDecisions(loads: loads, certificates: certificates, prerendering: prerendering, isShown: isShown, app: app)
        // One tap, one power: an opening (a window, another app) and a gesture-required call spend the same gesture.
        navigation.openings.onSpent = { [weak bridge] in bridge?.router.activation.forget() }
        bridge.router.onGestureSpent = { [unowned navigation] in navigation.openings.spentElsewhere() }
        let chrome = ContainerChrome(view: view, loads: loads, bridge: bridge, app: app)
        self.chrome = chrome
        inspection = WebInspectorAccess(view: view, bridge: bridge)
        appearance = ViewAppearance(view: view)
        let recovery = PageRecovery(view: view, loads: loads, bridge: bridge, scrolling: scrolling, documentTrust: documentTrust,
                                     isShown: isShown, app: app, close: close)
        self.recovery = recovery
        // The profile the views are made in, which recovery knows as it makes them.
        let profile: @MainActor () -> WebsiteDataProfile = { [weak recovery] in recovery?.views.profile ?? .default }
        device = DeviceQuestions(bridge: bridge, prerendering: prerendering, isShown: isShown, app: app, profile: profile)
        reports = LoadReports(bridge: bridge, view: view, app: app)
        engineDelegate = ContainerEngineDelegate(navigation: navigation, dialogs: dialogs, device: device, downloads: downloads,
                                                 certificates: certificates, chrome: chrome)
        engineDelegate.onEvent = report
        engineDelegate.onTermination = terminated
        loads.viewProfile = profile
        // Recovery gives way to the app's navigations; a load refused before it started shows like a failed one.
        loads.onAppNavigation = { [weak recovery] in recovery?.appNavigated() }
        loads.onStart = { [weak certificates] in certificates?.appLoadWillStart() }
        loads.onRefused = { [weak chrome] error, url in chrome?.loadWasRefused(error, url: url) }
        bridge.join(isShown: isShown, documentTrust: documentTrust, profile: profile)
        // The first answer wins. The container's own rules come before the app's chain, so replacing
        // the chain cannot drop them; common parameters strip before it and add after it.
        navigation.deciders = [
            NavigationDecider(action: prerendering.decide),
            NavigationDecider(action: bridge.webViewJavascriptBridge.decide),
            NavigationDecider(action: bridge.urlRoutes.decide),
            NavigationDecider(action: NewWindowGate(isShown: isShown, bridge: bridge, spendGesture: { [unowned navigation] in navigation.openings.spend() }).decide),
            NavigationDecider(action: AppNetworkWalls(bridge: bridge, isAppsOwnLoad: { [documentTrust] in documentTrust.isAppLoad($0) }).decide),
            NavigationDecider(action: reissues.stripHeaders),
            navigation.appChain,
            NavigationDecider(action: reissues.addMissing, response: reissues.addMissing),
            navigation.appDelegate,
        ]
        // Recovery and the delegate's reports come last: the app hears of an event once every feature has.
        all = [bridge, scrolling, pageErrors, reissues, chrome, dialogs, prerendering, certificates, loads, navigation, device,
               downloads, inspection, appearance, documentTrust, recovery, reports]
    }
}
