import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A navigation the engine asks about before it starts.
public struct NavigationAction: Sendable {
    /// What started the navigation.
    public enum Kind: Hashable, Sendable {
        case linkActivated, formSubmitted, backForward, reload, formResubmitted, other
    }

    public var request: URLRequest
    public var kind: Kind
    /// `true` when the page asked for a new window (`target=_blank`, `window.open`).
    public var opensNewWindow: Bool
    /// `true` when the user clicked or typed to cause it.
    public var isUserGesture: Bool
    /// `true` when a server redirect asked for it; the request carries the headers the redirected one had.
    public var isRedirect: Bool
    /// The frame that asked, when the engine says (WKWebView does, WebKitGTK does not).
    /// The container decides who asks from it; apps read ``targetsMainFrame``.
    package var sourceFrame: FrameInfo?
    /// The frame that will show the page: `nil` for a new window, or when the engine does not say.
    package var targetFrame: FrameInfo?
    /// `true` when nothing is navigating yet: the navigator asks ahead whether it may
    /// render a page's link early. Decide, but do nothing because of it (open nothing
    /// outside, show nothing): no person has asked for this page.
    public var isSpeculative = false

    /// `true` or `false` when the engine said whether the main frame navigates; `nil` when it did not.
    public var targetsMainFrame: Bool? {
        if opensNewWindow { return false }
        return targetFrame?.isMainFrame
    }

    /// An action no engine reports frames for (an app's own tests of its rules).
    public init(request: URLRequest, kind: Kind = .other, opensNewWindow: Bool = false, isUserGesture: Bool = false, isRedirect: Bool = false) {
        self.init(request: request, kind: kind, opensNewWindow: opensNewWindow, isUserGesture: isUserGesture, isRedirect: isRedirect,
                  sourceFrame: nil, targetFrame: nil)
    }

    /// An action with the frames the engine reports.
    package init(request: URLRequest, kind: Kind = .other, opensNewWindow: Bool = false, isUserGesture: Bool = false, isRedirect: Bool = false,
                 sourceFrame: FrameInfo?, targetFrame: FrameInfo?) {
        self.sourceFrame = sourceFrame
        self.targetFrame = targetFrame
        self.request = request
        self.kind = kind
        self.opensNewWindow = opensNewWindow
        self.isUserGesture = isUserGesture
        self.isRedirect = isRedirect
    }
}

/// The answer to a navigation or response policy question.
public enum NavigationPolicy: Hashable, Sendable {
    case allow
    case cancel
    /// Save the response instead of showing it: the page stays as it is, and
    /// the delegate chooses where the file goes (or refuses) as a ``Download``.
    case download
}
