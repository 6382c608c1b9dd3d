import Foundation

/// What a browser may run if it came from an app's origin: documents (HTML, XHTML, XML and XSLT, SVG,
/// MHTML, PDF through the engine's viewer), scripts, styles and wasm. Judged by allowing only what is
/// known to be data, so a type nobody listed counts as code.
enum ExecutableContent {
    /// `true` unless `contentType`'s media type is data: JSON, plain text, CSV, a byte stream, images other
    /// than SVG, audio, video or fonts.
    static func mayRun(contentType: String) -> Bool {
        let type = contentType.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        if dataTypes.contains(type) { return false }
        if type.hasPrefix("application/"), type.hasSuffix("+json") { return false }
        if type.contains("xml") || type.contains("svg") || type.contains("html") { return true }
        return !["image/", "audio/", "video/", "font/"].contains { type.hasPrefix($0) && type.count > $0.count }
    }

    /// `true` when the last segment of `path` has an extension a browser may run whatever its type says.
    static func mayRun(path: String) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: ".") else { return false }
        return codeExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    private static let dataTypes: Set<String> = [
        "application/json", "text/json", "text/plain", "text/csv", "application/octet-stream", "application/x-ndjson",
        "application/protobuf", "application/x-protobuf", "application/zip", "application/gzip", "text/event-stream",
        "application/x-www-form-urlencoded",
    ]

    private static let codeExtensions: Set<String> = [
        "html", "htm", "shtml", "xhtml", "xht", "xml", "xsl", "xslt", "svg", "svgz", "js", "mjs", "cjs", "jsx", "css", "wasm",
        "mht", "mhtml", "pdf", "swf", "appcache",
    ]
}
