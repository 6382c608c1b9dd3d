import Foundation
import HybridCore
import HybridModules

/// The first-party modules in a navigator's window, drawn over the screen on
/// top (the modal window while one is shown) as ``HybridWindow`` draws them;
/// the clipboard and sharing are the desktop's (``DesktopServices``). Install
/// them on each page as it is leased, with this window as their presenter.
extension HybridNavigatorWindow: ModulePresenter {
    /// The screen a person is looking at.
    var frontScreen: NavigatorScreen { modal ?? main }

    public func showToast(_ text: String, duration: Duration) {
        guard !isClosed else { return }
        frontScreen.moduleOverlay.showToast(text, duration: duration)
    }

    public func setLoading(visible: Bool, title: String?) {
        guard !isClosed else { return }
        frontScreen.moduleOverlay.setLoading(visible: visible, title: title)
    }

    public func presentActionSheet(_ sheet: ActionSheet) async -> Int? {
        guard !isClosed else { return nil }
        return await frontScreen.moduleOverlay.present(sheet)
    }

    public func dismissActionSheet() {
        main.moduleOverlay.choose(nil)
        modal?.moduleOverlay.choose(nil)
    }

    public func share(_ item: ShareItem) async throws(BridgeError) -> ShareOutcome { try await DesktopServices.share(item) }

    /// Linux desktops have no haptics.
    public func playHaptic(_ style: HapticStyle) -> Bool { false }

    public func readClipboardText() async -> String? { await DesktopServices.readClipboardText() }

    public func writeClipboardText(_ text: String) { DesktopServices.writeClipboardText(text) }
}
