import Testing
import HybridTUF

/// Canonical JSON is what signatures cover: any difference from the OLPC form
/// other implementations produce makes valid signatures fail.
@Suite struct CanonicalJSONTests {
    private func canonical(_ text: String) throws -> String {
        String(decoding: try CanonicalJSON.encode(try StrictJSONParser.parse(Array(text.utf8))), as: UTF8.self)
    }

    @Test func sortsKeysAndDropsWhitespace() throws {
        #expect(try canonical(#"{ "b" : 1, "a" : [ true, false, null, -7 ], "c": {} }"#) == #"{"a":[true,false,null,-7],"b":1,"c":{}}"#)
    }

    @Test func sortsKeysByTheirUTF8Bytes() throws {
        #expect(try canonical(#"{"é":1,"a":2,"B":3,"_":4}"#) == #"{"B":3,"_":4,"a":2,"é":1}"#)
    }

    @Test func escapesOnlyQuoteAndBackslash() throws {
        #expect(try canonical(#"{"k":"q\"b\\s\/n\nt\u00e9"}"#) == "{\"k\":\"q\\\"b\\\\s/n\nté\"}")
    }

    @Test func refusesFractionalNumbers() {
        #expect(throws: TUFError.self) { try canonical(#"{"v":1.5}"#) }
    }

    @Test func reproducesTheBytesPythonTUFSigns() throws {
        let text = #"{"_type":"timestamp","expires":"2030-01-01T00:00:00Z","meta":{"snapshot.json":{"version":3}},"spec_version":"1.0.31","version":7}"#
        #expect(try canonical(text) == text)
    }
}
