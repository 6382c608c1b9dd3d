import HybridCore
import HybridEngineSupport

/// A `hybrid.storage.set` call's params, `{"key": …, "value": …}`, with the
/// value kept as the exact JSON text the page sent: scanned once, never decoded
/// into a tree and encoded again, so a set costs little beyond its bridge trip.
struct StorageSetParams {
    var key: String
    var valueText: String

    init(_ raw: RawJSON) throws(BridgeError) {
        let bytes = Array(raw.text.utf8)
        var scanner = JSONScanner(bytes)
        var key: String?
        var value: Range<Int>?
        do {
            scanner.skipWhitespace()
            try scanner.scanObject { (name, scanner) throws(JSONScanError) in
                scanner.skipWhitespace()
                switch name {
                case "key" where scanner.peek() == UInt8(ascii: "\""): key = try scanner.decodeString()
                case "value": value = try scanner.scanValue()
                default: _ = try scanner.scanValue()
                }
                scanner.skipWhitespace()
            }
        } catch {
            throw .invalidParams("storage.set takes { key, value }")
        }
        guard let key else { throw .invalidParams("storage.set needs a key that is a string") }
        guard let value else { throw .invalidParams("storage.set needs a value") }
        self.key = key
        valueText = String(decoding: bytes[value], as: UTF8.self)
    }
}
