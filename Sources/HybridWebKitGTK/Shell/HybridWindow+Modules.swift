import CWebKitGTK
import Foundation
import HybridModules

/// The first-party modules drawn by GTK: a toast and a spinner over the page,
/// an action sheet of buttons, GTK's clipboard. Sharing goes to the desktop
/// portal's mail composer where the session bus has the portal (`shared`);
/// elsewhere the text and URL are copied to the clipboard (`copied`), and
/// files, which cannot be copied, are refused. Linux has no haptics.
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

    public func share(_ item: ShareItem) async throws(ModuleError) -> ShareOutcome {
        if await DesktopSharePortal.composeEmail(subject: item.title, body: item.plainText, files: item.files) { return .shared }
        guard item.files.isEmpty else {
            throw .unavailable("This desktop has no share service, and files cannot be copied: share text or a link instead.")
        }
        writeClipboardText(item.plainText)
        return .copied
    }

    /// Linux desktops have no haptics.
    public func playHaptic(_ style: HapticStyle) -> Bool { false }

    public func readClipboardText() async -> String? {
        typealias Received = @convention(c) (OpaquePointer?, UnsafePointer<gchar>?, gpointer?) -> Void
        let received: Received = { _, text, data in
            guard let data else { return }
            let box = Unmanaged<ClipboardReply>.fromOpaque(data).takeRetainedValue()
            box.continuation?.resume(returning: text.map { String(cString: $0) })
        }
        return await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
            let reply = ClipboardReply(continuation)
            gtk_clipboard_request_text(Self.clipboard, received, Unmanaged.passRetained(reply).toOpaque())
        }
    }

    public func writeClipboardText(_ text: String) {
        gtk_clipboard_set_text(Self.clipboard, text, -1)
    }

    private static var clipboard: OpaquePointer { gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0)) }
}

/// GTK's text request answers once, through this box.
private final class ClipboardReply: @unchecked Sendable {
    let continuation: CheckedContinuation<String?, Never>?
    init(_ continuation: CheckedContinuation<String?, Never>) { self.continuation = continuation }
}
