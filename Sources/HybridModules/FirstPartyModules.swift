import HybridCore
import HybridEngineSupport

/// HybridKit's ready-made modules, installed together on one container:
/// `hybrid.ui` (toast, loading, actionSheet), `hybrid.share`, `hybrid.media`
/// (chooseImage), `hybrid.device` (network), `hybrid.clipboard`, `hybrid.haptics`
/// and `hybrid.app` (info). Each is an ordinary `BridgeModule`, so an app may
/// install only some of them itself, and `hybrid.has('share')` tells a page what is there.
///
/// ```swift
/// let window = try HybridWindow(container: container)
/// try FirstPartyModules(container: container, presenter: window, network: GTKNetworkStatus.shared).install()
/// ```
@MainActor
public final class FirstPartyModules {
    public let ui: UIModule
    public let share: SharingModule
    public let media: MediaModule
    public let device: DeviceModule
    public let clipboard: ClipboardModule
    public let haptics: HapticsModule
    public let app: AppInfoModule
    private weak var container: WebContainer?

    /// The modules' namespaces, sorted: what `install()` adds to `hybrid`.
    public static let namespaces = ["app", "clipboard", "device", "haptics", "media", "share", "ui"]

    /// - Parameters:
    ///   - container: the container whose bridge gets the modules, and whose delegate chooses images.
    ///   - presenter: the shell that draws (`HybridWindow`, `HybridViewController`); `nil` answers `unavailable` until one is set.
    ///   - network: the platform's network monitor.
    ///   - appInfo: what `hybrid.app.info()` answers.
    ///   - clipboardConsent: whether a page may read the clipboard now; `nil` refuses every read.
    public init(container: WebContainer, presenter: (any ModulePresenter)?, network: (any NetworkStatusSource)?,
                appInfo: AppInfo = .main, clipboardConsent: (@MainActor (BridgeMessageSource) async -> Bool)? = nil) {
        self.container = container
        ui = UIModule(presenter: presenter)
        media = MediaModule(container: container)
        share = SharingModule(presenter: presenter, sharingImagesOf: media)
        device = DeviceModule(network: network)
        clipboard = ClipboardModule(presenter: presenter, consent: clipboardConsent)
        haptics = HapticsModule(presenter: presenter)
        app = AppInfoModule(info: appInfo)
    }

    /// The shell that draws, for every module at once: a window shown after the modules were installed.
    public var presenter: (any ModulePresenter)? {
        get { ui.presenter }
        set {
            ui.presenter = newValue
            share.presenter = newValue
            clipboard.presenter = newValue
            haptics.presenter = newValue
        }
    }

    /// Installs every module on the container's bridge; throws as `Bridge.install(_:)` does
    /// (a namespace already taken), having installed the ones before it.
    public func install() throws(BridgeError) {
        guard let container else { throw .closed }
        for module in [ui, share, media, device, clipboard, haptics, app] as [any BridgeModule] {
            try container.bridge.install(module)
        }
    }
}
