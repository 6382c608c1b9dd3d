import Foundation
import HybridVocabulary
import Testing

/// `JSONValue(jsonText:)` reads text with the bridge's own scanner: it must give
/// what Foundation's decoder gives for every text both accept, and refuse what JSON refuses.
struct JSONValueParsingTests {
    static func foundation(_ text: String) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    @Test(arguments: [
        "null", "true", "false", "0", "-0", "1", "-1.5", "1e2", "1E+2", "2.5e-3", "9007199254740993", "1.7976931348623157e308",
        #""""#, #""a\"b\\c\/d\b\f\n\r\t""#, #""\u00e9\u2028\ud83d\ude00 ü""#, "[]", "{}", " [ 1 , [ 2 , [ ] ] , { } ] ",
        #"{"a":{"b":[1,"x",null,{"c":false}]},"z":-0.25}"#, "\t\n\r {\"k\" :\"v\"}\n",
    ])
    func validText_readsAsFoundationReadsIt(text: String) throws {
        let expected = try #require(Self.foundation(text), "Foundation reads \(text)")
        #expect(try JSONValue(jsonText: text) == expected)
    }

    @Test(arguments: [
        "", " ", "nul", "tru", "True", "01", "-", "1.", ".5", "1e", "+1", "0x10", "NaN", "Infinity", "1e400", "-1e400",
        "[1,]", "[1 2]", "{\"a\"}", "{\"a\":}", "{a:1}", "{\"a\":1,}", "[", "]", "{\"a\":1}}", "1 2", #""\ud800""#,
        #""\udc00x""#, #""\x""#, "\"\u{01}\"", "\"open", "'a'",
    ])
    func invalidText_isRefusedWithAReason(text: String) {
        #expect(throws: JSONValueError.self) { try JSONValue(jsonText: text) }
    }

    /// As Foundation has it for `Codable` handlers, so a `JSONValue` handler sees what a typed one sees.
    @Test func repeatedMemberNames_keepTheFirst() throws {
        #expect(try JSONValue(jsonText: #"{"a":{"b":2},"a":1}"#) == ["a": ["b": 2]])
        #expect(try JSONValue(jsonText: #"{"a":{"b":2},"a":1}"#) == Self.foundation(#"{"a":{"b":2},"a":1}"#))
    }

    /// `0e1` is JSON (`JSON.parse` reads 0), though Foundation's decoder refuses it.
    @Test func zeroWithAnExponent_isZero() throws {
        #expect(try JSONValue(jsonText: "0e1") == 0)
        #expect(try JSONValue(jsonText: "-0E-5") == .number(-0.0))
    }

    @Test func nesting_isReadTo512Levels_andRefusedBeyond() throws {
        let deep = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(throws: Never.self) { try JSONValue(jsonText: deep) }
        let deeper = "[" + deep + "]"
        #expect(throws: JSONValueError.self) { try JSONValue(jsonText: deeper) }
    }

    @Test func dataThatIsNotUTF8_isRefused() throws {
        #expect(throws: JSONValueError.self) { try JSONValue(jsonData: Data([0x22, 0xFF, 0x22])) }
        #expect(try JSONValue(jsonData: Data(#"["é"]"#.utf8)) == ["é"])
    }
}
