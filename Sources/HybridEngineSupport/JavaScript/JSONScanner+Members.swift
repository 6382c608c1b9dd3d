extension JSONScanner {
    /// Reads one JSON object, handing each key to `member`, which must consume that key's value.
    package mutating func scanObject(_ member: (String, inout JSONScanner) throws(JSONScanError) -> Void) throws(JSONScanError) {
        try expect(UInt8(ascii: "{"))
        if consume(UInt8(ascii: "}")) { return }
        repeat {
            let key = try decodeString()
            try expect(UInt8(ascii: ":"))
            try member(key, &self)
        } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "}"))
    }
}
