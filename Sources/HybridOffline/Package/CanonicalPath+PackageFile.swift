import HybridCore
import HybridSchemes

extension CanonicalPath {
    /// The manifest path this request path names: its segments joined, and
    /// `index.html` for a folder (`/` is `index.html`, `/docs/` is `docs/index.html`).
    var packageFilePath: String {
        (segments + (isFolder ? ["index.html"] : [])).joined(separator: "/")
    }
}
