import HybridCore
@testable import HybridStorage
import Testing

/// `hybrid.storage.set` keeps the value as the page's exact JSON text, and
/// names what is wrong with params that are not `{ key, value }`.
struct StorageSetParamsTests {
    @Test(arguments: [
        (#"{"key":"cart","value":{"items":[1,2],"note":"\ud800 é"}}"#, "cart", #"{"items":[1,2],"note":"\ud800 é"}"#),
        (#"{ "value" : [ 1 , 2 ] , "key" : "k" }"#, "k", "[ 1 , 2 ]"),
        (#"{"key":"x","value":null,"extra":{"a":1}}"#, "x", "null"),
        (#"{"key":"\u0041","value":"4"}"#, "A", #""4""#),
    ])
    func keepsTheValuesExactText(raw: String, key: String, value: String) throws {
        let params = try StorageSetParams(try RawJSON(raw))
        #expect(params.key == key)
        #expect(params.valueText == value)
    }

    @Test(arguments: [
        (#"{"value":1}"#, "storage.set needs a key that is a string"),
        (#"{"key":7,"value":1}"#, "storage.set needs a key that is a string"),
        (#"{"key":"k"}"#, "storage.set needs a value"),
        (#"["k",1]"#, "storage.set takes { key, value }"),
    ])
    func refusesParamsThatAreNotKeyAndValue(raw: String, message: String) throws {
        #expect(throws: BridgeError.invalidParams(message)) { try StorageSetParams(try RawJSON(raw)) }
    }
}
