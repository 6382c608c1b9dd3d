import Foundation
import HybridCore
import HybridModules

/// The first-party modules drawn by GTK: a toast and a spinner over the page,
/// an action sheet of buttons along the bottom; the clipboard and sharing are
/// the desktop's (``DesktopServices``). Linux has no haptics.
extension HybridWindow: ModulePresenter {
    public func showToast(_ text: String, duration: Duration) {
        guard !isClosed else { return }
        moduleOverlay.showToast(text, duration: duration)
    }

    public func setLoading(visible: Bool, title: String?) {
        guard !isClosed else { return }
        moduleOverlay.setLoading(visible: visible, title: title)
    }

    public func presentActionSheet(_ sheet: ActionSheet) async -> Int? {
        guard !isClosed else { return nil }
        return await moduleOverlay.present(sheet)
    }

    public func dismissActionSheet() { moduleOverlay.choose(nil) }

    public func share(_ item: ShareItem) async throws(BridgeError) -> ShareOutcome { try await DesktopServices.share(item) }

    /// Linux desktops have no haptics.
    public func playHaptic(_ style: HapticStyle) -> Bool { false }

    public func readClipboardText() async -> String? { await DesktopServices.readClipboardText() }

    public func writeClipboardText(_ text: String) { DesktopServices.writeClipboardText(text) }
}
