import Foundation
import HybridCore

/// The peer technique's user script. The cookie strings go in as one JSON
/// array through ``JSONValue`` (the one encoder), never spliced raw.
enum CookieWebViewScript {
    static func source(for headers: [String]) throws -> String {
        guard let url = Bundle.module.url(forResource: "cookie-webview", withExtension: "js", subdirectory: "DemoSite") else {
            throw DemoFailure.unexpected("missing cookie-webview.js")
        }
        let template = try String(contentsOf: url, encoding: .utf8)
        let list = JSONValue.array(headers.map(JSONValue.string)).jsonText
        return template.replacingOccurrences(of: "/*COOKIES*/[]", with: list)
    }
}
