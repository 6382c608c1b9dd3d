import HybridCore
import HybridVocabulary

/// HybridKit's ready-made modules, installed together on one container:
/// `hybrid.ui` (toast, loading, actionSheet), `hybrid.share`, `hybrid.media`
/// (chooseImage), `hybrid.device` (network), `hybrid.clipboard`, `hybrid.haptics`
/// and `hybrid.app` (info). Each is an ordinary `BridgeModule`, so an app may
/// install only some of them itself (``ui(presenter:)``, ``sharing(presenter:media:)``, …),
/// and `hybrid.has('share')` tells a page what is there.
///
/// ```swift
/// let window = try HybridWindow(container: container)
/// try FirstPartyModules(container: container, presenter: window).install()   // the platform's network monitor
/// try FirstPartyModules(container: container, presenter: window, network: myNetwork).install()
/// ```
@MainActor
public final class FirstPartyModules {
    let ui: UIModule
    let share: SharingModule
    let media: MediaModule
    let device: DeviceModule
    let clipboard: ClipboardModule
    let haptics: HapticsModule
    let app: AppInfoModule
    private weak var container: WebContainer?

    /// The modules' namespaces, sorted: what `install()` adds to `hybrid`.
    public static let namespaces = ["app", "clipboard", "device", "haptics", "media", "share", "ui"]

    /// - Parameters:
    ///   - container: the container whose bridge gets the modules, and whose delegate chooses images.
    ///   - presenter: the shell that draws (`HybridWindow`, `HybridViewController`); `nil` answers `unavailable` until one is set.
    ///   - network: where `hybrid.device` learns the network; `nil` answers `unavailable`. Apps that
    ///     `import HybridKit` may leave it out to read the platform's own monitor.
    ///   - appName: the app's name `hybrid.app.info()` answers; `nil` reads the main bundle's `CFBundleName` (else the process's name).
    ///   - appVersion: its version; `nil` reads `CFBundleShortVersionString` (else `0`).
    ///   - appBuild: its build; `nil` reads `CFBundleVersion` (else `0`).
    ///   - clipboardConsent: whether a page may read the clipboard now; `nil` refuses every read.
    public init(container: WebContainer, presenter: (any ModulePresenter)?, network: (any NetworkStatusSource)?,
                appName: String? = nil, appVersion: String? = nil, appBuild: String? = nil,
                clipboardConsent: (@MainActor (BridgeMessageSource) async -> Bool)? = nil) {
        self.container = container
        ui = UIModule(presenter: presenter)
        media = MediaModule(container: container)
        share = SharingModule(presenter: presenter, sharingImagesOf: media)
        device = DeviceModule(network: network)
        clipboard = ClipboardModule(presenter: presenter, consent: clipboardConsent)
        haptics = HapticsModule(presenter: presenter)
        app = AppInfoModule(info: AppInfo(name: appName, version: appVersion, build: appBuild))
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

/// Each module alone, for an app that installs only some (`container.bridge.install(_:)`).
/// A module made here keeps the presenter it was given: make it once the shell exists,
/// or use ``FirstPartyModules`` and its ``FirstPartyModules/presenter`` to set one later.
extension FirstPartyModules {
    /// `hybrid.ui`: a toast (`ui.toast`), a loading spinner (`ui.loading`) and an action sheet
    /// whose choice comes back (`ui.actionSheet`), drawn by `presenter`; without one, `unavailable`.
    /// What a page put up goes when it is hidden, left or closed.
    public static func ui(presenter: (any ModulePresenter)?) -> any BridgeModule {
        UIModule(presenter: presenter)
    }

    /// `hybrid.media.chooseImage({ source, multiple, maxBytes })`: images from the camera or the
    /// library, asked of `container`'s dialog delegate exactly as an `<input type=file accept="image/*">`
    /// asks (with `FileChooserRequest.prefersCamera` for the camera), checked on the same path, then
    /// each an image by its bytes and within `maxBytes`. Each image's `id` names it to `hybrid.share`.
    public static func media(container: WebContainer) -> any BridgeModule {
        MediaModule(container: container)
    }

    /// `hybrid.share.share({ title, text, url, files })`: the platform's share service through
    /// `presenter` (on Linux the text and URL copied to the clipboard, `outcome: 'copied'`).
    /// URLs are `http` or `https`; `files` are the ids that `media` (a module ``media(container:)``
    /// made) handed out; with no such module, a page shares no files.
    public static func sharing(presenter: (any ModulePresenter)?, media: (any BridgeModule)? = nil) -> any BridgeModule {
        SharingModule(presenter: presenter, sharingImagesOf: media as? MediaModule)
    }

    /// `hybrid.device.network()`: `{ type, reachable }` now, and the event `device.networkChange`
    /// each time it changes. `network` is the platform's monitor; without one `network()` answers `unavailable`.
    public static func device(network: (any NetworkStatusSource)?) -> any BridgeModule {
        DeviceModule(network: network)
    }

    /// `hybrid.clipboard.write(text)` and `hybrid.clipboard.read()`, through `presenter`. Each read
    /// asks `consent` (the page's origin and frame), and with no `consent` every read is refused
    /// (`clipboard_refused`): what a person copied elsewhere is theirs.
    public static func clipboard(presenter: (any ModulePresenter)?,
                                 consent: (@MainActor (BridgeMessageSource) async -> Bool)? = nil) -> any BridgeModule {
        ClipboardModule(presenter: presenter, consent: consent)
    }

    /// `hybrid.haptics.impact(style)`: a tap the person feels, played by `presenter`; the answer
    /// says whether the device played it (`{ supported: false }` on Linux).
    public static func haptics(presenter: (any ModulePresenter)?) -> any BridgeModule {
        HapticsModule(presenter: presenter)
    }

    /// `hybrid.app.info()`: the app's `name`, `version` and `build`, the platform and HybridKit's version.
    /// What is `nil` is read from the main bundle (`CFBundleName`, `CFBundleShortVersionString`,
    /// `CFBundleVersion`), else the process's name and `0`.
    public static func app(name: String? = nil, version: String? = nil, build: String? = nil) -> any BridgeModule {
        AppInfoModule(info: AppInfo(name: name, version: version, build: build))
    }
}
