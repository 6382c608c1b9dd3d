import Foundation

/// Why a load did not finish, with a stable code.
public enum NavigationError: Error, Equatable, Sendable {
    /// The host could not be reached: refused, unresolvable, or the network is down.
    case cannotConnect(message: String)
    /// The load did not finish in the time allowed.
    case timedOut(seconds: Double)
    /// The container's `CookieSync` had not brought the app's cookies over to
    /// the engine within the load's time: the load was not started. A page
    /// flooding the store with cookies is the usual cause.
    case cookieSyncTimedOut(seconds: Double)
    /// The load was stopped: by policy, by a new load, or by `stopLoading()`.
    case cancelled
    /// The server answered with content the engine will not show.
    case cannotShowContent(message: String)
    /// The web content process died during the load.
    case webProcessTerminated
    /// The server's certificate is not trusted (an unknown CA, expired, another host's…)
    /// and the app did not trust it (``AuthenticationChallenge/ServerTrust``). Nothing was requested.
    case serverCertificateUntrusted(host: String, errors: AuthenticationChallenge.ServerTrust.Errors)
    /// The host is pinned (`ContainerConfiguration/CertificatePins`) and no certificate in the chain it
    /// presented matches a pin. The page was not shown.
    case certificatePinMismatch(host: String)
    /// Any other failure; `message` is the engine's text.
    case other(domain: String, code: Int, message: String)

    /// A stable string code for logs and for JavaScript.
    public var code: String {
        switch self {
        case .cannotConnect: "cannot_connect"
        case .timedOut: "timed_out"
        case .cookieSyncTimedOut: "cookie_sync_timed_out"
        case .cancelled: "cancelled"
        case .cannotShowContent: "cannot_show_content"
        case .webProcessTerminated: "web_process_terminated"
        case .serverCertificateUntrusted: "certificate_untrusted"
        case .certificatePinMismatch: "certificate_pin_mismatch"
        case .other: "navigation_failed"
        }
    }
}
