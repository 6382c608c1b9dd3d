import Foundation

/// What `hybrid run` opens: a URL as it is, or a local folder (or one file in
/// it) served over the loopback HTTP server so the page has a real origin.
enum RunTarget: Equatable {
    case url(URL)
    /// The folder to serve and the path of the page in it, e.g. `/` or `/cart.html`.
    case folder(URL, page: String)

    static let urlSchemes: Set<String> = ["http", "https", "file", "data", "about"]

    /// Reads the command's argument: an existing folder or file wins over a URL.
    static func parse(_ text: String) throws(RunInputError) -> RunTarget {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: text, isDirectory: &isDirectory) {
            let path = URL(fileURLWithPath: text).standardizedFileURL
            if isDirectory.boolValue {
                guard FileManager.default.fileExists(atPath: path.appendingPathComponent("index.html").path) else {
                    throw RunInputError("\(text) has no index.html; name the page to open, e.g. \(path.appendingPathComponent("page.html").path)")
                }
                return .folder(path, page: "/")
            }
            let name = path.lastPathComponent.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path.lastPathComponent
            return .folder(path.deletingLastPathComponent(), page: "/" + name)
        }
        if let url = URL(string: text), let scheme = url.scheme?.lowercased(), urlSchemes.contains(scheme) {
            return .url(url)
        }
        if text.contains(":") || text.contains(".") {
            throw RunInputError("\(text) is no folder or file here, and not a URL this can open; for a server, write http://\(text)")
        }
        throw RunInputError("\(text) is no folder, file or URL")
    }
}
