import Foundation

/// Makes a server's suggested filename safe to show and to join to a folder:
/// the last path component only, no `..`, no control characters, no leading dot.
package enum DownloadFilename {
    /// The name used when nothing usable is left.
    package static let fallback = "download"

    /// `raw` reduced to a plain file name; the URL's last component when `raw` is empty.
    package static func sanitized(_ raw: String?, url: URL? = nil) -> String {
        let candidates = [raw, url?.lastPathComponent]
        for candidate in candidates.compactMap({ $0 }) {
            let name = clean(candidate)
            if !name.isEmpty { return name }
        }
        return fallback
    }

    private static func clean(_ raw: String) -> String {
        let lastComponent = raw.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        let printable = lastComponent.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) && $0 != ":" }
        var name = String(String.UnicodeScalarView(printable)).trimmingCharacters(in: .whitespaces)
        while name.hasPrefix(".") { name.removeFirst() }
        return String(name.prefix(200))
    }
}
