import Testing
import HybridTUF

/// The parser refuses what would let two readers of the same bytes disagree.
@Suite struct StrictJSONParserTests {
    private func parse(_ text: String) throws(TUFError) -> TUFJSON { try StrictJSONParser.parse(Array(text.utf8)) }

    @Test func refusesDuplicateKeysAtAnyDepth() {
        #expect(throws: TUFError.duplicateKey("version")) { try parse(#"{"version":1,"version":2}"#) }
        #expect(throws: TUFError.duplicateKey("keyid")) { try parse(#"{"a":[{"keyid":"x","keyid":"y"}]}"#) }
    }

    @Test func duplicateKeysInMetadataAreRefusedWithTheirCode() {
        let document = #"{"signatures":[],"signed":{"_type":"root","_type":"timestamp"}}"#
        do {
            _ = try SignedEnvelope(bytes: Array(document.utf8))
            Issue.record("a duplicate key was accepted")
        } catch {
            #expect(error.code == "duplicate_json_key")
        }
    }

    @Test func refusesWhatIsNotOneDocument() {
        for text in [#"{"a":1} x"#, #"{"a":1,}"#, "[1,]", #"{"a":01}"#, #""\ud800""#, "\"\u{01}\"", "nan", #"{"a":99999999999999999999}"#] {
            #expect(throws: TUFError.self, "\(text)") { try parse(text) }
        }
    }

    @Test func refusesInvalidUTF8() {
        #expect(throws: TUFError.self) { try StrictJSONParser.parse([0x22, 0xC0, 0xAF, 0x22]) }
        #expect(throws: TUFError.self) { try StrictJSONParser.parse([0x22, 0xED, 0xA0, 0x80, 0x22]) }
    }

    @Test func readsEscapesAndSurrogatePairs() throws {
        #expect(try parse(#""\ud83d\ude00 \u00e9""#) == .string("😀 é"))
    }

    @Test func refusesNestingPastTheLimit() {
        let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(throws: TUFError.self) { try parse(deep) }
    }
}
