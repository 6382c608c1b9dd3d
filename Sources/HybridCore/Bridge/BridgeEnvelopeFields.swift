import HybridVocabulary
/// The fields of an envelope as they are read, checked for type and repetition.
struct BridgeEnvelopeFields {
    private var kind: String?
    private var id: Int?
    private var name: String?
    private var params: RawJSON?
    private var transport: BridgeMessageSource.Transport?
    /// The known fields already read, one bit each; unknown fields are skipped.
    private var seen: UInt8 = 0

    mutating func read(_ key: String, from scanner: inout JSONScanner) throws(JSONScanError) {
        if let bit = Self.bits[key] {
            guard seen & bit == 0 else { throw scanner.error("field \(key) given twice") }
            seen |= bit
        }
        switch key {
        case "t": kind = try string(key, &scanner)
        case "id": id = try integer(key, &scanner)
        case "name": name = try string(key, &scanner)
        case "via":
            let value = try string(key, &scanner)
            guard let parsed = BridgeMessageSource.Transport(rawValue: value), parsed != .urlScheme else {
                throw scanner.error("unknown via \(value)")
            }
            transport = parsed
        case "params":
            let range = try scanner.scanValue()
            params = RawJSON(trusted: String(decoding: scanner.bytes[range], as: UTF8.self))
        default:
            _ = try scanner.scanValue()
        }
    }

    private static let bits: [String: UInt8] = ["t": 1, "id": 2, "name": 4, "via": 8, "params": 16]

    private func string(_ key: String, _ scanner: inout JSONScanner) throws(JSONScanError) -> String {
        guard scanner.peek() == UInt8(ascii: "\"") else { throw scanner.error("field \(key) must be a string") }
        return try scanner.decodeString()
    }

    private func integer(_ key: String, _ scanner: inout JSONScanner) throws(JSONScanError) -> Int {
        do { return try scanner.decodeSafeInteger() } catch {
            throw JSONScanError(reason: "field \(key) must be a non-negative safe integer", offset: error.offset)
        }
    }

    func message() throws(BridgeError) -> BridgeInboundMessage {
        switch kind {
        case "hello":
            return .hello
        case "restored":
            return .restoredFromCache
        case "frames":
            return .framesSeen
        case "call":
            guard let id else { throw .invalidMessage("a call needs an id") }
            guard let name, !name.isEmpty, name.utf8.count <= 256 else {
                throw .invalidMessage("a call needs a name of 1 to 256 bytes")
            }
            return .call(BridgeCallRequest(id: id, name: name, params: params ?? .null, transport: transport ?? .messageHandler))
        case nil:
            throw .invalidMessage("missing field t")
        case let other?:
            throw .invalidMessage("unknown message kind \(other)")
        }
    }
}
