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

    public init(request: URLRequest, kind: Kind = .other, opensNewWindow: Bool = false, isUserGesture: Bool = false, isRedirect: Bool = false) {
        self.request = request
        self.kind = kind
        self.opensNewWindow = opensNewWindow
        self.isUserGesture = isUserGesture
        self.isRedirect = isRedirect
    }
}
