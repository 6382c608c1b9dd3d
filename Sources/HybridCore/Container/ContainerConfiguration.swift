import Foundation
import HybridVocabulary

/// Everything an app decides about a container, made once and applied to a
/// new container or a pooled lease alike: the chrome a shell shows around the
/// page (navigation bar, title, progress, error page, back and close) and the
/// container's own settings (policy chain, common parameters, delegate,
/// cookie sync, recovery, dialogs, load timeout, trusted origins). It is the
/// only place a container keeps them: ``WebContainer/configuration``.
///
/// ```swift
/// var configuration = ContainerConfiguration()
/// configuration.title = "Orders"
/// configuration.delegate = self
/// let container = try await pool.lease(configuration: configuration)
/// ```
@MainActor
public struct ContainerConfiguration {
    /// How the navigation bar is shown.
    public enum NavigationBar: Sendable, Hashable {
        case shown, hidden
        /// Shown over the page, which reaches to the window's top edge.
        case transparent
    }

    public var navigationBar: NavigationBar = .shown
    /// The bar's title, fixed; `nil` (the default) shows the page's `document.title` as it changes.
    public var title: String?
    /// A thin progress bar under the navigation bar while a page loads.
    public var showsProgress = true
    /// What a failed main-frame load shows: the app's own page, loaded as HTML in place of
    /// the failed one, or with `nil` the shell's native view (what failed, in words, and a Retry button).
    public var errorPageHTML: String?
    /// What Back does: walk the page's history and, on the first page, close the container
    /// (`true`, the default); or close at once (`false`).
    public var backWalksHistory = true
    public var showsCloseButton = true

    /// The container's delegate in every role; held weakly, as ``WebContainer/delegate`` is.
    /// Setting it sets the four roles below; it reads back the one object while all four are it.
    public var delegate: (any WebContainerDelegate)? {
        get {
            guard let all = navigationDelegate as? any WebContainerDelegate, all === dialogDelegate,
                  all === downloadDelegate, all === recoveryDelegate else { return nil }
            return all
        }
        set { (navigationDelegate, dialogDelegate, downloadDelegate, recoveryDelegate) = (newValue, newValue, newValue, newValue) }
    }
    /// Each role of the delegate, held weakly: an object may answer one role only (a shell's dialogs).
    public weak var navigationDelegate: (any WebContainer.NavigationDelegate)?
    public weak var dialogDelegate: (any WebContainer.DialogDelegate)?
    public weak var downloadDelegate: (any WebContainer.DownloadDelegate)?
    public weak var recoveryDelegate: (any WebContainer.RecoveryDelegate)?
    /// Consulted in order before the delegate for every navigation.
    public var navigationPolicy = NavigationPolicyChain()
    /// Query items, headers and page values the container adds, each for the
    /// hosts or origins listed in it; `nil` adds nothing.
    ///
    /// The app's own loads get them from the start. A page's navigation in the
    /// main frame, or a redirect, that lands on a listed host without them is
    /// loaded again with them: before it is sent where the engine says the
    /// navigation is the main frame's (WKWebView), otherwise at its response
    /// (WebKitGTK says so only then). A main-frame redirect or navigation that
    /// carries the headers to an unlisted host is loaded again without them.
    public var commonParameters: CommonParameters?
    /// When set, loads wait for the jar's latest cookies. A pooled lease with
    /// none here takes the pool's ``WebViewPool/cookieSync``.
    public var cookieSync: CookieSync?
    public var recoveryPolicy = RecoveryPolicy()
    /// Hosts shown only when their certificate chain matches a pin.
    public var certificatePins = ContainerConfiguration.CertificatePins()
    /// The website data store the page uses: cookies, storage, cache and service
    /// workers of one profile are invisible to every other. It is chosen when the
    /// container's view is made (``WebContainer/init(engine:settings:configuration:)``,
    /// ``WebViewPool/lease(configuration:)``); a container whose configuration later
    /// names another profile refuses to load, rather than load into the wrong one.
    public var profile = WebsiteDataProfile.default
    /// Permission decisions remembered across launches; shared between containers
    /// of one profile (keep one file per profile, in `WebEngine.folder(for:)`).
    public var permissionStore: PermissionStore?
    /// How long a script dialog waits for the delegate's answer before it is dismissed.
    public var dialogTimeout: Duration = .seconds(120)
    /// More dialogs than this from one document within ``dialogFloodWindow`` ask the delegate
    /// (``WebContainer/DialogDelegate/container(_:decideAfterDialogFlood:sender:)``) whether to suppress
    /// the rest, as browsers offer "prevent this page from creating additional dialogs": a page looping
    /// on `alert()` otherwise holds the app in front of one dialog after another. `Int.max` never asks;
    /// below 1 counts as 1.
    public var dialogFloodLimit = 3
    /// The window ``dialogFloodLimit`` counts in; a zero or negative one counts as 1 s.
    public var dialogFloodWindow: Duration = .seconds(10)
    /// How long a load may take before it fails with `NavigationError/timedOut(seconds:)`.
    public var defaultLoadTimeout: Duration = .seconds(30)
    /// When `true`, each `load` and `loadHTML(_:baseURL:)` adds the origin the
    /// app asked for to ``WebContainer/trustedOrigins``; where a redirect or link leads is never added.
    public var trustsLoadedOrigins = true
    /// Lets Safari's Web Inspector (WKWebView `isInspectable`) or WebKitGTK's
    /// inspector attach to the page, and writes each bridge call (name, origin, params,
    /// outcome, time) to the page's console, where the inspector shows it.
    /// Off by default: a shipped app's pages stay closed to it.
    public var inspectable = false
    /// How the web view looks and behaves around the page: background colour
    /// before the first paint, scrolling, insets, text size, link previews,
    /// back and forward swipes. Applied at once, by each engine in one place.
    public var viewSettings = ViewSettings()
    /// Credentials answered per host in one document; the next challenge from that host is
    /// cancelled and reported (``WebContainer/DownloadDelegate/container(_:didRefuse:afterAttempts:)``), whatever the delegate would say.
    public var maximumCredentialAttempts = 3

    public init() {}
}
