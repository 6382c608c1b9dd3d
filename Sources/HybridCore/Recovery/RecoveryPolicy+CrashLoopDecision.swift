import Foundation

extension RecoveryPolicy {
    /// What a container does when its web process keeps dying (see ``RecoveryPolicy/crashLoopLimit``).
    public enum CrashLoopDecision: Sendable, Hashable {
        /// Shows this HTML instead of the page, e.g. an error screen with a retry button.
        case showErrorPage(html: String, baseURL: URL?)
        /// Reloads once more and starts counting afresh.
        case reload
        /// Closes the container; the app removes it from its screen.
        case close

        /// What an app that does not decide gets: a plain error page.
        public static let defaultErrorPage = CrashLoopDecision.showErrorPage(
            html: "<!doctype html><meta name=viewport content='width=device-width'><title>Page unavailable</title>"
                + "<p style='font:16px system-ui;margin:2em'>This page stopped working. Please try again later.</p>",
            baseURL: nil)
    }
}
