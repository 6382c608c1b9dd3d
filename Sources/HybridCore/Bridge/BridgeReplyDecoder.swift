import HybridVocabulary
/// Reads what a page answered to a native call: `{"result":…}` or
/// `{"error":{"code":"…","message":"…"}}`. Anything else is `invalid_result`.
/// `name` is the page function that was called, so its errors name it once.
enum BridgeReplyDecoder {
    static func decode(_ text: String, calling name: String? = nil) -> Result<RawJSON, BridgeError> {
        var scanner = JSONScanner(Array(text.utf8))
        var result: RawJSON?
        var failure: BridgeError?
        do throws(JSONScanError) {
            try scanner.scanObject { (key, scanner) throws(JSONScanError) in
                switch key {
                case "result":
                    let range = try scanner.scanValue()
                    result = RawJSON(trusted: String(decoding: scanner.bytes[range], as: UTF8.self))
                case "error": failure = try readError(&scanner, name: name)
                default: _ = try scanner.scanValue()
                }
            }
        } catch {
            return .failure(.invalidResult("reply is not valid: \(error.reason)"))
        }
        if let failure { return .failure(failure) }
        return .success(result ?? .null)
    }

    private static func readError(_ scanner: inout JSONScanner, name: String?) throws(JSONScanError) -> BridgeError {
        var code = "js_exception"
        var message = ""
        try scanner.scanObject { (key, scanner) throws(JSONScanError) in
            if (key == "code" || key == "message"), scanner.peek() == UInt8(ascii: "\"") {
                let value = try scanner.decodeString()
                if key == "code" { code = value } else { message = value }
            } else {
                _ = try scanner.scanValue()
            }
        }
        return BridgeError(code: code, message: message, name: name)
    }
}
