import HybridCore

/// What a shell draws for the first-party modules: a toast, a spinner, an
/// action sheet, the system's share service, haptics and the clipboard.
/// `HybridWindow` (GTK) and `HybridViewController` (UIKit, AppKit) implement it;
/// a container shown by neither has no presenter, and each module then answers
/// `unavailable` at once rather than waiting for a screen that is not there.
@MainActor
public protocol ModulePresenter: AnyObject {
    /// Shows `text` over the page for `duration`; a newer toast replaces the one shown.
    func showToast(_ text: String, duration: Duration)
    /// Shows a spinner over the page with an optional `title`, or hides it for `visible == false`.
    func setLoading(visible: Bool, title: String?)
    /// Presents `sheet` and returns the index of the option chosen, or `nil` when cancelled.
    /// Called only when no other sheet of this presenter is open.
    func presentActionSheet(_ sheet: ActionSheet) async -> Int?
    /// Takes down the open action sheet, answering it `nil`: the page that asked was
    /// hidden, closed or left, and a person's choice must not reach the page now in front.
    func dismissActionSheet()
    /// Hands `item` to the platform's share service, or copies what it can where there is none.
    /// Throws `BridgeError.unavailable(_:)` where it can do neither, or `BridgeError.shareFailed(_:)`.
    func share(_ item: ShareItem) async throws(BridgeError) -> ShareOutcome
    /// Plays a haptic; `false` where the device has none (Linux).
    func playHaptic(_ style: HapticStyle) -> Bool
    /// The clipboard's text, or `nil` when it holds none.
    func readClipboardText() async -> String?
    /// Replaces the clipboard's content with `text`.
    func writeClipboardText(_ text: String)
    /// The page (its `hybrid.ui` module) whose spinner this presenter shows: only that page
    /// takes it down. Each presenter keeps its own, so two windows never share it; a shell
    /// stores it as set (`public var spinnerOwner: ObjectIdentifier?`).
    var spinnerOwner: ObjectIdentifier? { get set }
    /// The page whose action sheet this presenter shows, likewise.
    var sheetOwner: ObjectIdentifier? { get set }
}
