/// Settings fixed when an engine view is created.
///
/// Some engines only honour a setting at creation (media autoplay is one), so
/// they are given together, up front, rather than set later.
public struct EngineSettings: Hashable, Sendable {
    /// Replaces the whole user agent string when set.
    public var customUserAgent: String?
    /// Appended to the engine's own user agent, e.g. `MyApp/2.1 HybridKit/1`.
    public var applicationNameForUserAgent: String?
    public var javaScriptEnabled: Bool
    /// When `false`, `<video autoplay>` with sound plays without a tap.
    public var mediaPlaybackRequiresUserGesture: Bool
    /// Lets the page's developer tools be opened (off in release apps).
    public var developerExtrasEnabled: Bool
    /// Plays `<video>` in the page rather than fullscreen (an iPhone's default
    /// is fullscreen; `playsinline` pages need this). On by default, as in Capacitor.
    public var allowsInlineMediaPlayback = true
    /// Text in the page turned into links by the system: phone numbers, links,
    /// addresses, dates (iOS only; WebKitGTK has none). None by default, as WebKit's.
    public var dataDetectors: DataDetectors = []
    /// Keeps the view to the app-bound domains in the app's `Info.plist`
    /// (`WKAppBoundDomains`; Apple only, iOS 14 and later). WebKit then refuses
    /// navigations elsewhere and, on any page outside them, runs no user script
    /// and no message handler: such a page has no `hybrid` bridge at all. Off by default.
    public var limitsNavigationsToAppBoundDomains = false
    /// Offers `getUserMedia` to pages; each use still asks the delegate
    /// (``PermissionRequest``), which denies by default.
    public var mediaCaptureEnabled = true
    /// Cameras and microphones that are the engine's test patterns, not the
    /// device's: for tests and CI machines without any (WebKitGTK only).
    package var usesMockCaptureDevices = false
    /// The website data store the view uses; the container sets it from
    /// `ContainerConfiguration.profile`, so a view never changes profile.
    package var profile = WebsiteDataProfile.default

    /// These settings for a view of `profile`.
    package func `in`(_ profile: WebsiteDataProfile) -> EngineSettings {
        var settings = self
        settings.profile = profile
        return settings
    }

    public init(
        customUserAgent: String? = nil,
        applicationNameForUserAgent: String? = nil,
        javaScriptEnabled: Bool = true,
        mediaPlaybackRequiresUserGesture: Bool = true,
        developerExtrasEnabled: Bool = false
    ) {
        self.customUserAgent = customUserAgent
        self.applicationNameForUserAgent = applicationNameForUserAgent
        self.javaScriptEnabled = javaScriptEnabled
        self.mediaPlaybackRequiresUserGesture = mediaPlaybackRequiresUserGesture
        self.developerExtrasEnabled = developerExtrasEnabled
    }
}

extension EngineSettings {
    /// Kinds of text the system turns into links (``EngineSettings/dataDetectors``).
    public struct DataDetectors: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let phoneNumbers = DataDetectors(rawValue: 1 << 0)
        public static let links = DataDetectors(rawValue: 1 << 1)
        public static let addresses = DataDetectors(rawValue: 1 << 2)
        public static let calendarEvents = DataDetectors(rawValue: 1 << 3)
        /// Every kind the system knows, including ones added later.
        public static let all = DataDetectors(rawValue: -1)
    }
}
