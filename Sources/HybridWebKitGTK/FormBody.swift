import Foundation
import HybridVocabulary

/// Splits an `application/x-www-form-urlencoded` body into the fields a form posts.
/// Other body types cannot be posted by a form without changing bytes, so they are refused.
enum FormBody {
    struct Field: Equatable { var name: String; var value: String }

    static func fields(_ body: Data, contentType: String?) throws -> [Field] {
        let type = contentType?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
            ?? "application/x-www-form-urlencoded"
        guard type == "application/x-www-form-urlencoded" else {
            throw EngineError.operationFailed(
                "WebKitGTK cannot navigate with a \(type) body; POST it with URLSession or fetch, or send a form body")
        }
        guard let text = String(data: body, encoding: .utf8) else {
            throw EngineError.operationFailed("the form body is not UTF-8")
        }
        return try text.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return Field(name: try decode(parts[0]), value: try decode(parts.count > 1 ? parts[1] : ""))
        }
    }

    private static func decode(_ part: Substring) throws -> String {
        let spaced = part.replacingOccurrences(of: "+", with: " ")
        guard let decoded = spaced.removingPercentEncoding else {
            throw EngineError.operationFailed("the form body has invalid percent-encoding: \(part.prefix(40))")
        }
        return decoded
    }
}
