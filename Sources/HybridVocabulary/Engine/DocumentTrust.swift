/// How the page's current document got the trust it has: recorded as the
/// document arrives, never worked out again from its URL. A page brought back
/// (after memory pressure or a dead web process) keeps the trust it had.
public enum DocumentTrust: String, Sendable {
    /// The app loaded it (`load`, `loadHTML`), and it arrived at the origin the app asked for.
    case appLoad = "app_load"
    /// The app loaded a URL whose server sent it to another origin: that origin was never the app's choice.
    case redirected
    /// The page went there itself: a link, a form, a script, a frame navigating the top.
    case navigated
}
