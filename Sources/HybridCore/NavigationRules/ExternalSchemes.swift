import Foundation
import HybridVocabulary

/// Hands navigations to schemes the container cannot show (`tel:`, `mailto:`,
/// `sms:`, another app's `weixin://…` link) to the app, and cancels them here.
///
/// The app hears ``WebContainer/NavigationDelegate/container(_:openExternally:)``
/// with the whole action, so it can check `NavigationAction/isUserGesture`
/// before it dials or switches apps.
@MainActor
public final class ExternalSchemes: NavigationHandler {
    /// Schemes the container shows itself; every other one goes to the app.
    public private(set) var shownSchemes: Set<String>

    /// - Parameter alsoShown: extra schemes the container shows, e.g. an offline package's `app`.
    public init(alsoShown: Set<String> = []) {
        shownSchemes = Self.webSchemes.union(alsoShown.map { $0.lowercased() })
    }

    /// What a web view shows by itself.
    public static let webSchemes: Set<String> = ["http", "https", "about", "data", "blob", "javascript", "file"]

    public func decide(_ action: NavigationAction, in container: WebContainer) async -> NavigationPolicy? {
        guard let scheme = action.request.url?.scheme?.lowercased(), !shownSchemes.contains(scheme) else { return nil }
        container.openExternally(action)
        return .cancel
    }
}
