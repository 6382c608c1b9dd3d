import HybridCore
import HybridEngineSupport

/// The `{"key": …}` params of `hybrid.storage.get` and `remove`, read with the
/// bridge's scanner: a decoder built for each call cost more than the read itself.
struct StorageKeyParams {
    var key: String

    /// `method` names the call in the errors a page sees ("storage.get").
    init(_ raw: RawJSON, method: String) throws(BridgeError) {
        var scanner = JSONScanner(Array(raw.text.utf8))
        var key: String?
        do {
            scanner.skipWhitespace()
            try scanner.scanObject { (name, scanner) throws(JSONScanError) in
                scanner.skipWhitespace()
                if name == "key", scanner.peek() == UInt8(ascii: "\"") { key = try scanner.decodeString() } else { _ = try scanner.scanValue() }
                scanner.skipWhitespace()
            }
        } catch {
            throw .invalidParams("\(method) takes { key }")
        }
        guard let key else { throw .invalidParams("\(method) needs a key that is a string") }
        self.key = key
    }
}
