import HybridCore
import HybridVocabulary

/// A `hybrid.storage` call's params, `{"key": …}` or `{"key": …, "value": …}`,
/// read with the bridge's scanner: a set keeps the value as the exact JSON text
/// the page sent, never decoded into a tree and encoded again, and no call builds
/// a decoder, which cost more than a get's read.
struct StorageParams {
    var key: String
    /// The value's JSON text; `nil` for a call that takes none.
    var valueText: String?

    /// `method` names the call in the errors a page sees ("storage.set"); `takesValue` asks for a value too.
    init(_ raw: RawJSON, method: String, takesValue: Bool = false) throws(BridgeError) {
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
                case "value" where takesValue: value = try scanner.scanValue()
                default: _ = try scanner.scanValue()
                }
                scanner.skipWhitespace()
            }
        } catch {
            throw .invalidParams("\(method) takes { key\(takesValue ? ", value" : "") }")
        }
        guard let key else { throw .invalidParams("\(method) needs a key that is a string") }
        if takesValue {
            guard let value else { throw .invalidParams("\(method) needs a value") }
            valueText = String(decoding: bytes[value], as: UTF8.self)
        }
        self.key = key
    }
}
