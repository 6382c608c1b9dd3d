/// What a handler accepts. The defaults are the safe ones: the container's
/// trusted origins only, main frame only, no URL-scheme messages, and a
/// timeout so every call settles.
public struct BridgeHandlerOptions: Sendable {
    /// Origins allowed to call; checked before the handler runs. The default,
    /// ``BridgeOriginPolicy/trusted``, follows ``WebContainer/trustedOrigins``;
    /// ``BridgeOriginPolicy/any`` must be asked for.
    public var allowedOrigins: BridgeOriginPolicy
    /// `false` lets iframes call too (each still speaks only for its own origin).
    public var mainFrameOnly: Bool
    /// A call still running after this long is answered with `timeout`.
    public var timeout: Duration
    /// Lets navigations to an app scheme (`jxaction://name`) call the handler.
    /// WebKitGTK does not say which frame started such a navigation, so it is
    /// accepted only when the main document is the only possible sender (see ``Bridge/routeURLScheme(_:)``).
    public var acceptsURLScheme: Bool
    /// Only the page a person sees may call: not a page below the top, under a
    /// modal, prerendered, or in a hidden tab or window (`page_not_visible`).
    /// What draws over the screen, shares, writes the clipboard or navigates needs it.
    public var requiresVisiblePage: Bool
    /// Only a call made within a few seconds of a real tap, click or key press
    /// (`event.isTrusted`, seen by the isolated runtime) passes (`user_activation_required`);
    /// script-made clicks and the app's own `evaluateJavaScript` do not count.
    public var requiresUserActivation: Bool

    public init(
        allowedOrigins: BridgeOriginPolicy = .trusted,
        mainFrameOnly: Bool = true,
        timeout: Duration = .seconds(30),
        acceptsURLScheme: Bool = false,
        requiresVisiblePage: Bool = false,
        requiresUserActivation: Bool = false
    ) {
        self.allowedOrigins = allowedOrigins
        self.mainFrameOnly = mainFrameOnly
        self.timeout = timeout
        self.acceptsURLScheme = acceptsURLScheme
        self.requiresVisiblePage = requiresVisiblePage
        self.requiresUserActivation = requiresUserActivation
    }

    /// The defaults plus ``requiresVisiblePage``: for what draws over the screen, shares,
    /// writes the clipboard or navigates, as every first-party module that does so declares.
    public static func frontPage(timeout: Duration = .seconds(30)) -> BridgeHandlerOptions {
        BridgeHandlerOptions(timeout: timeout, requiresVisiblePage: true)
    }
}
