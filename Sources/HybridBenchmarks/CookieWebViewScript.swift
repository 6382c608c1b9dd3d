import Foundation
import HybridCore
import HybridVocabulary

/// The peer technique's user script. The cookie strings go in as one JSON
/// array through ``JSONValue`` (the one encoder), never spliced raw.
enum CookieWebViewScript {
    static func source(for headers: [String]) throws -> String {
        let template = try BenchResources.text("cookie-webview", "js")
        let list = JSONValue.array(headers.map(JSONValue.string)).jsonText
        return template.replacingOccurrences(of: "/*COOKIES*/[]", with: list)
    }
}
