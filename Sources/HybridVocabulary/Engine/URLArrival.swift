/// How a URL reached the app from outside, for `Navigator.open(_:arrivedBy:)`:
/// the page it opens reads it with `hybrid.navigator.opening()`.
public enum URLArrival: Sendable, Hashable {
    /// A universal link (an `https` URL the system handed the app).
    case universalLink
    /// A URL of the app's own scheme (`shop://cart/3`). Anyone can send one, so it
    /// opens only as the navigator's `customSchemeMapping` turns it into a web URL.
    case customScheme
    /// A tap on a notification; `payload` is the notification's data, for the page.
    case notification(payload: JSONValue)

    /// The name the page reads in `opening().source`.
    public var source: String {
        switch self {
        case .universalLink: "universalLink"
        case .customScheme: "customScheme"
        case .notification: "notification"
        }
    }
}
