/// How the web view looks and behaves around the page, set once in
/// `ContainerConfiguration.viewSettings` and applied by each engine in one place.
///
/// Settings an engine lacks are ignored there, as the table of the shell article (HybridCore's "The container shell") says:
/// WebKitGTK has no bounce, content inset or link preview. WKWebView has no
/// public text size, so there ``textScale`` zooms the page (`pageZoom`, images too).
public struct ViewSettings: Hashable, Sendable {
    /// Shown before the page's first paint and wherever it draws nothing: a dark
    /// page on a dark background does not flash white. `nil`: the engine's white.
    public var backgroundColor: Color?
    /// `false` keeps the document from scrolling (a page that scrolls inside its own elements).
    public var isScrollEnabled = true
    /// The rubber band at the edges (Apple).
    public var bounces = true
    /// Space the page's scroll area leaves around it, in points (Apple; the shells add their bars' own).
    public var contentInsets = Insets()
    /// The page's base text size as a factor of the engine's default (16 px): 1.5 is half as large
    /// again, 0.5 to 3. `nil`, the default, follows the system's as it changes: GTK's text scaling
    /// factor; on iOS Dynamic Type's body size against its default (17 pt); 1 on macOS.
    public var textScale: Double?
    /// Long-press or force-click previews of links (Apple).
    public var allowsLinkPreview = true
    /// Swiping back and forward through the history.
    public var allowsBackForwardGestures = false
    /// A pull down at the top of the page refreshes it: the page hears `chrome.refresh`
    /// when it listens, else it reloads. Shells also show a Refresh button where a pull is not natural.
    public var pullToRefresh = false
    /// What an on-screen keyboard does to the page's size.
    public var keyboardResize = KeyboardResize.native
    /// The bar above iOS's keyboard (previous, next, Done). iOS offers no public way
    /// to hide WKWebView's, so `false` is recorded and changes nothing yet (the shell article).
    public var showsKeyboardAccessoryBar = true

    public init() {}
}

extension ViewSettings {
    /// An sRGB colour, each component from 0 to 1 (values outside are clamped).
    public struct Color: Hashable, Sendable {
        public let red: Double, green: Double, blue: Double, alpha: Double

        public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
            func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
            (self.red, self.green, self.blue, self.alpha) = (clamp(red), clamp(green), clamp(blue), clamp(alpha))
        }
    }

    /// Distances from each edge, in points; negative ones count as 0.
    public struct Insets: Hashable, Sendable {
        public var top: Double, left: Double, bottom: Double, right: Double

        public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
            (self.top, self.left, self.bottom, self.right) = (max(top, 0), max(left, 0), max(bottom, 0), max(right, 0))
        }
    }

    /// What an on-screen keyboard resizes; the page hears `keyboard.show` and `keyboard.hide` whichever it is.
    public enum KeyboardResize: String, Hashable, Sendable {
        /// The web view gets shorter by the keyboard's height (the page's `innerHeight` shrinks).
        case native
        /// The view stays; the runtime sets the page's `<body>` height to what the keyboard leaves.
        case body
        /// Nothing is resized: the keyboard covers the page's bottom.
        case none
    }

    /// The factor applied to the engine's default text size, given the system's: ``textScale``,
    /// else the system's; 0.5 to 3, and 1 for a value that is not a positive finite number.
    package func textFactor(system: Double) -> Double {
        let factor = textScale ?? system
        return factor.isFinite && factor > 0 ? min(max(factor, 0.5), 3) : 1
    }
}
