import Foundation
import HybridModules

/// The first-party modules in a tab window: drawn over the selected tab's screen,
/// as that tab's ``HybridNavigatorWindow`` draws them. A hidden tab's pages are
/// refused before they get here (they are not shown).
extension HybridTabsWindow: ModulePresenter {
    private var front: HybridNavigatorWindow? { isClosed ? nil : screen(tabs.selected) }

    public func showToast(_ text: String, duration: Duration) { front?.showToast(text, duration: duration) }

    public func setLoading(visible: Bool, title: String?) { front?.setLoading(visible: visible, title: title) }

    public func presentActionSheet(_ sheet: ActionSheet) async -> Int? { await front?.presentActionSheet(sheet) }

    public func dismissActionSheet() { for screen in screens.values { screen.dismissActionSheet() } }

    public func share(_ item: ShareItem) async throws(ModuleError) -> ShareOutcome { try await DesktopServices.share(item) }

    /// Linux desktops have no haptics.
    public func playHaptic(_ style: HapticStyle) -> Bool { false }

    public func readClipboardText() async -> String? { await DesktopServices.readClipboardText() }

    public func writeClipboardText(_ text: String) { DesktopServices.writeClipboardText(text) }
}
