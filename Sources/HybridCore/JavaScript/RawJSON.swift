import Foundation
import HybridVocabulary

/// JSON text passed through the bridge exactly as it is.
///
/// A payload is never decoded and re-encoded on its way: what the page sent
/// is what a raw handler gets, byte for byte. That keeps things Swift's
/// `String` cannot hold (a lone surrogate travels as its `\uD800` escape),
/// and it is also the fast path for large payloads.
public struct RawJSON: Hashable, Sendable, CustomStringConvertible {
    /// The JSON text: one complete value.
    public let text: String

    /// JSON `null`.
    public static let null = RawJSON(trusted: "null")

    /// Checks that `text` is one complete JSON value and keeps it as it is.
    public init(_ text: String) throws(BridgeError) {
        var scanner = JSONScanner(Array(text.utf8))
        do throws(JSONScanError) {
            _ = try scanner.scanValue()
            scanner.skipWhitespace()
            guard scanner.isAtEnd else { throw scanner.error("text after the value") }
        } catch {
            throw BridgeError.invalidParams("not one JSON value: \(error.reason) at \(error.offset)")
        }
        self.text = text
    }

    /// Text already known to be valid JSON (produced by an encoder or the scanner).
    init(trusted text: String) { self.text = text }

    /// Encodes any `Encodable` value; `Data` inside it becomes base64 text, use `BridgeBytes` for bytes.
    /// Throws ``BridgeError/invalidResult(_:)`` for what JSON cannot hold, such as NaN.
    public init<T: Encodable>(encoding value: T) throws(BridgeError) {
        do {
            let data = try Self.encoder.encode(value)
            self.init(trusted: String(decoding: data, as: UTF8.self))
        } catch {
            throw BridgeError.invalidResult("cannot encode \(T.self): \(error)")
        }
    }

    /// This value as a `JSONValue` (fails when a string holds a lone surrogate).
    public var jsonValue: JSONValue {
        get throws(BridgeError) {
            do { return try JSONValue(jsonText: text) } catch { throw BridgeError.invalidParams("\(error)") }
        }
    }

    /// A `JSONValue` as raw JSON text. A NaN or infinite number has no JSON
    /// form and throws ``BridgeError/invalidResult(_:)``, rather than becoming `null`.
    public init(_ value: JSONValue) throws(BridgeError) { try self.init(encoding: value) }

    /// Decodes the text into `T`; failures are ``BridgeError/invalidParams(_:)``.
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws(BridgeError) -> T {
        // Handlers that take any JSON are common, and reading one directly is several times cheaper.
        if T.self == JSONValue.self {
            do { return try JSONValue(jsonText: text) as! T } catch {
                throw BridgeError.invalidParams("cannot decode JSONValue: \(error)")
            }
        }
        do {
            return try JSONDecoder().decode(T.self, from: Data(text.utf8))
        } catch {
            throw BridgeError.invalidParams("cannot decode \(T.self): \(error)")
        }
    }

    public var description: String { text }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return encoder
    }()
}
