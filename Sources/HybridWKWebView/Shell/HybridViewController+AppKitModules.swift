#if !canImport(UIKit) && canImport(AppKit)
import AppKit
import Foundation
import HybridCore
import HybridModules

/// The first-party modules drawn by AppKit: a toast and a spinner over the
/// page, an `NSAlert` sheet with a button per option for the action sheet, and
/// the general pasteboard. Sharing copies the text and URL to the pasteboard
/// and says `copied` (files are refused), and Macs play no haptics for a page,
/// as on Linux.
extension HybridViewController: ModulePresenter {
    /// A sheet while the window already has one attached (a dialog, the modal
    /// stack) answers `nil` at once rather than waiting behind it; each sheet's
    /// buttons answer that sheet only.
    public func presentActionSheet(_ sheet: ActionSheet) async -> Int? {
        // Off screen no one can answer: cancelled rather than waiting.
        guard !isClosed, isViewLoaded, let window = view.window else { return nil }
        return await moduleViews.sheet.ask(isBlocked: window.attachedSheet != nil) { reply in
            let alert = NSAlert()
            alert.messageText = sheet.title ?? ""
            for option in sheet.options { _ = alert.addButton(withTitle: option) }
            _ = alert.addButton(withTitle: "Cancel")
            moduleViews.openSheet = alert
            alert.beginSheetModal(for: window) { [weak self] response in
                if self?.moduleViews.openSheet === alert { self?.moduleViews.openSheet = nil }
                let index = response.rawValue - NSApplication.ModalResponse.alertFirstButtonReturn.rawValue
                reply(sheet.options.indices.contains(index) ? index : nil)
            }
        }
    }

    public func dismissActionSheet() {
        if let alert = moduleViews.openSheet { view.window?.endSheet(alert.window, returnCode: .cancel) }
        moduleViews.openSheet = nil
        moduleViews.sheet.cancel()
    }

    public func share(_ item: ShareItem) async throws(BridgeError) -> ShareOutcome {
        guard item.files.isEmpty else {
            throw .unavailable("This Mac app offers no share service to pages, and files cannot be copied: share text or a link instead.")
        }
        writeClipboardText(item.plainText)
        return .copied
    }

    public func playHaptic(_ style: HapticStyle) -> Bool { false }

    public func readClipboardText() async -> String? { NSPasteboard.general.string(forType: .string) }

    public func writeClipboardText(_ text: String) {
        NSPasteboard.general.clearContents()
        _ = NSPasteboard.general.setString(text, forType: .string)
    }
}
#endif
