/// Which frame asked for something only the app can grant: a script dialog, a
/// file chooser (``FileChooserRequest/sender``) or a permission
/// (``PermissionRequest/sender``), as far as it can be proven.
///
/// A dialog from an embedded frame looks exactly like the page's own, so an app
/// that titles it with the page's name lets the frame speak as the page. Title
/// a dialog with ``origin`` only; when it is `nil`, say that "an embedded page"
/// asks, never the page itself.
public enum RequestingFrame: Hashable, Sendable {
    /// The main frame's document, of this serialized origin (`"null"` when sandboxed).
    case mainFrame(origin: String)
    /// A subframe of this origin: the engine named it (WKWebView).
    case subframe(origin: String)
    /// The engine names no frame (WebKitGTK) and the page holds or held other
    /// frames, or its runtime has not reported in: any of them could have opened it.
    case unattributed

    /// The origin of the frame that opened the dialog; `nil` when it is not known.
    public var origin: String? {
        switch self {
        case .mainFrame(let origin), .subframe(let origin): origin
        case .unattributed: nil
        }
    }

    /// Whether the main frame opened it; `nil` when it is not known.
    public var isMainFrame: Bool? {
        switch self {
        case .mainFrame: true
        case .subframe: false
        case .unattributed: nil
        }
    }
}
