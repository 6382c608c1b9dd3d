import CWebKitGTK
import Foundation
import HybridCore
import HybridModules

/// What the first-party modules ask of the Linux desktop rather than of a
/// window, shared by ``HybridWindow`` and ``HybridNavigatorWindow``: GTK's
/// clipboard, and sharing through the desktop portal's mail composer where the
/// session bus has the portal (`shared`), else by copying the text and URL to
/// the clipboard (`copied`); files, which cannot be copied, are then refused.
@MainActor
enum DesktopServices {
    static func share(_ item: ShareItem) async throws(BridgeError) -> ShareOutcome {
        if await DesktopSharePortal.composeEmail(subject: item.title, body: item.plainText, files: item.files) { return .shared }
        guard item.files.isEmpty else {
            throw .unavailable("This desktop has no share service, and files cannot be copied: share text or a link instead.")
        }
        writeClipboardText(item.plainText)
        return .copied
    }

    static func readClipboardText() async -> String? {
        typealias Received = @convention(c) (OpaquePointer?, UnsafePointer<gchar>?, gpointer?) -> Void
        let received: Received = { _, text, data in
            guard let data else { return }
            let box = Unmanaged<ClipboardReply>.fromOpaque(data).takeRetainedValue()
            box.continuation.resume(returning: text.map { String(cString: $0) })
        }
        return await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
            gtk_clipboard_request_text(clipboard, received, Unmanaged.passRetained(ClipboardReply(continuation)).toOpaque())
        }
    }

    static func writeClipboardText(_ text: String) {
        gtk_clipboard_set_text(clipboard, text, -1)
    }

    private static var clipboard: OpaquePointer { gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0)) }
}

/// GTK's text request answers once, through this box.
private final class ClipboardReply: @unchecked Sendable {
    let continuation: CheckedContinuation<String?, Never>
    init(_ continuation: CheckedContinuation<String?, Never>) { self.continuation = continuation }
}
