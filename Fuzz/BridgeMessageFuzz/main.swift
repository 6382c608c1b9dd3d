// libFuzzer entry point for the bridge's message decoding: the posting and envelope decoders,
// the JSON scanner under it, raw JSON validation and the reply decoder.
// Built by scripts/fuzz-bridge.sh with swiftc (not SwiftPM), together with the
// HybridCore sources it needs, so this file and those share one module; the
// JSON scanner comes from HybridVocabulary, built as a module of its own.
import Foundation
import HybridVocabulary

@_cdecl("LLVMFuzzerTestOneInput")
public func bridgeMessageFuzzInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The scanner on raw bytes, invalid UTF-8 included.
    var scanner = JSONScanner(bytes)
    if let range = try? scanner.scanValue() {
        precondition(range.upperBound <= bytes.count, "scanned past the end")
    }
    let text = String(decoding: bytes, as: UTF8.self)
    switch Result(catching: { () throws(BridgeError) in try BridgeMessageDecoder.decode(text, maximumBytes: 1 << 20) }) {
    case .success(.call(let request)):
        // What the decoder passes on as params must itself be one valid JSON value.
        guard (try? RawJSON(request.params.text)) != nil else { fatalError("decoder passed on invalid params: \(request.params.text)") }
        precondition(request.id >= 0 && request.id <= 9_007_199_254_740_991, "id out of range")
        let reply = OutgoingBridgeText.reply(id: request.id, .success(request.params))
        guard (try? RawJSON(reply)) != nil else { fatalError("reply is not valid JSON: \(reply)") }
    case .success(.hello), .success(.restoredFromCache), .success(.framesSeen):
        break
    case .failure(let error):
        precondition(!error.message.isEmpty, "a refusal needs a reason")
        let reply = OutgoingBridgeText.reply(id: nil, .failure(error))
        guard (try? RawJSON(reply)) != nil else { fatalError("error reply is not valid JSON: \(reply)") }
    }
    // The scanner's JSONValue agrees with Foundation's where both read the text, and reads only
    // what the scanner validates. Each refuses some text the other reads: Foundation stops at a
    // NUL byte and refuses `0e1`; the scanner refuses a number too large for a Double.
    if let ours = try? JSONValue(jsonText: text) {
        precondition((try? RawJSON(text)) != nil, "JSONValue read text the scanner refuses: \(text)")
        if let theirs = try? JSONDecoder().decode(JSONValue.self, from: Data(bytes)) {
            precondition(theirs == ours, "JSONValue differs from Foundation's for \(text)")
        }
    }
    if let posting = RuntimePost(text) {
        // A posting read back is what the runtime would have written for it.
        precondition(!posting.origin.isEmpty && !posting.origin.contains("\n"), "origin holds a newline or is empty")
        precondition(posting.text == text, "posting not read exactly: \(text)")
    }
    _ = BridgeReplyDecoder.decode(text)
    if case .failure(let error) = BridgeReplyDecoder.decode(text, calling: "h5.fn") {
        // A page's error says what it says once: reading back its own message changes nothing.
        precondition(BridgeError(code: error.code, message: error.message) == error, "error not stable: \(error)")
    }
    if let raw = try? RawJSON(text) {
        // Valid JSON is accepted again as the value of an envelope's params.
        let envelope = "{\"t\":\"call\",\"id\":1,\"name\":\"f\",\"params\":\(raw.text)}"
        guard case .call(let request)? = try? BridgeMessageDecoder.decode(envelope, maximumBytes: 1 << 21),
              request.params.text == raw.text.trimmingCharacters(in: [" ", "\n", "\r", "\t"])
        else { fatalError("valid JSON was not passed through exactly: \(raw.text)") }
    }
    return 0
}

