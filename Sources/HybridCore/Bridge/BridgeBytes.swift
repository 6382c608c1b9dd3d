import Foundation
import HybridVocabulary

/// Bytes as they cross the bridge: `{"$bytes":"<base64>"}` in JSON, a
/// `Uint8Array` in JavaScript, `Data` in Swift.
///
/// JSON has no binary type; a tagged object lets both runtimes recognise
/// bytes anywhere in a payload and convert them without a schema.
package struct BridgeBytes: Codable, Hashable, Sendable {
    public var data: Data

    public init(_ data: Data) { self.data = data }

    private enum CodingKeys: String, CodingKey {
        case bytes = "$bytes"
    }

    public init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        let text = try fields.decode(String.self, forKey: .bytes)
        guard let data = Data(base64Encoded: text) else {
            throw DecodingError.dataCorruptedError(forKey: .bytes, in: fields, debugDescription: "not base64")
        }
        self.data = data
    }

    public func encode(to encoder: any Encoder) throws {
        var fields = encoder.container(keyedBy: CodingKeys.self)
        try fields.encode(data.base64EncodedString(), forKey: .bytes)
    }
}

extension JSONValue {
    /// `data` as the bridge carries bytes (a `Uint8Array` in the page), for a module's answer or event.
    public static func bytes(_ data: Data) -> JSONValue {
        (try? JSONValue(encoding: BridgeBytes(data))) ?? .null
    }
}
