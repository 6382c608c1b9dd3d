#if canImport(UIKit)
import Foundation
import HybridCore
import HybridModules
import UIKit

/// The first-party modules drawn by UIKit: a toast and a spinner over the page,
/// `UIAlertController`'s action sheet, `UIActivityViewController` for sharing,
/// `UIImpactFeedbackGenerator` and the general pasteboard. On iPad the sheets
/// are popovers pointing at the bottom of the page.
extension HybridViewController: ModulePresenter {
    /// A sheet while something is presented already (an alert, the modal stack,
    /// another sheet) answers `nil` at once: UIKit would present nothing, and the
    /// wait would never end. Each sheet's buttons answer that sheet only.
    public func presentActionSheet(_ sheet: ActionSheet) async -> Int? {
        // Off screen no one can answer: cancelled rather than waiting.
        guard !isClosed, viewIfLoaded?.window != nil else { return nil }
        return await moduleViews.sheet.ask(isBlocked: isCovered) { reply in
            let alert = UIAlertController(title: sheet.title, message: nil, preferredStyle: .actionSheet)
            for (index, option) in sheet.options.enumerated() {
                alert.addAction(UIAlertAction(title: option, style: .default) { _ in reply(index) })
            }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in reply(nil) })
            anchorPopover(of: alert)
            moduleViews.openSheet = alert
            present(alert, animated: true)
        }
    }

    public func dismissActionSheet() {
        if let sheet = moduleViews.openSheet, sheet.presentingViewController != nil { sheet.dismiss(animated: true) }
        moduleViews.openSheet = nil
        moduleViews.sheet.cancel()
    }

    public func share(_ item: ShareItem) async throws(BridgeError) -> ShareOutcome {
        guard !isClosed, viewIfLoaded?.window != nil else {
            throw .unavailable("This page is not on screen, so there is nothing to share from.")
        }
        var items: [Any] = []
        if let text = item.text { items.append(text) }
        if let url = item.url { items.append(url) }
        items += item.files
        let completed = await moduleViews.shareSheet.ask(isBlocked: isCovered) { reply in
            let sheet = UIActivityViewController(activityItems: items, applicationActivities: nil)
            sheet.completionWithItemsHandler = { _, completed, _, _ in reply(completed) }
            anchorPopover(of: sheet)
            present(sheet, animated: true)
        }
        return completed == true ? .shared : .cancelled
    }

    /// Whether this page or a controller holding it presents something now: UIKit presents nothing more then.
    private var isCovered: Bool {
        var controller: UIViewController? = self
        while let current = controller {
            if current.presentedViewController != nil { return true }
            controller = current.parent
        }
        return false
    }

    public func playHaptic(_ style: HapticStyle) -> Bool {
        let feedback: UIImpactFeedbackGenerator.FeedbackStyle = switch style {
        case .light: .light
        case .medium: .medium
        case .heavy: .heavy
        }
        UIImpactFeedbackGenerator(style: feedback).impactOccurred()
        return true
    }

    public func readClipboardText() async -> String? { UIPasteboard.general.string }

    public func writeClipboardText(_ text: String) { UIPasteboard.general.string = text }

    private func anchorPopover(of controller: UIViewController) {
        controller.popoverPresentationController?.sourceView = view
        controller.popoverPresentationController?.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.maxY, width: 0, height: 0)
    }
}
#endif
