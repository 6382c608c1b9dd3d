import Foundation

/// Why a manifest's JSON did not decode, in words: the field and what was wrong with it.
enum ManifestDecoding {
    static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "it is not JSON" }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context.codingPath + [key])) is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return "\(path(context.codingPath)) has the wrong type"
        case .dataCorrupted(let context): return context.codingPath.isEmpty ? "it is not JSON" : "\(path(context.codingPath)) is not valid"
        @unknown default: return "it does not decode"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        let text = keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return text.hasPrefix(".") ? String(text.dropFirst()) : (text.isEmpty ? "the manifest" : text)
    }
}
