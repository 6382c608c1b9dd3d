import HybridCore
@testable import HybridStorage
import Testing

/// `hybrid.storage` reads its params with the bridge's scanner: a set keeps the
/// value as the page's exact JSON text, and each call names what is wrong with
/// params that are not `{ key }` or `{ key, value }`.
struct StorageParamsTests {
    @Test(arguments: [
        (#"{"key":"cart","value":{"items":[1,2],"note":"\ud800 é"}}"#, "cart", #"{"items":[1,2],"note":"\ud800 é"}"#),
        (#"{ "value" : [ 1 , 2 ] , "key" : "k" }"#, "k", "[ 1 , 2 ]"),
        (#"{"key":"x","value":null,"extra":{"a":1}}"#, "x", "null"),
        (#"{"key":"\u0041","value":"4"}"#, "A", #""4""#),
    ])
    func aSet_keepsTheValuesExactText(raw: String, key: String, value: String) throws {
        let params = try StorageParams(try RawJSON(raw), method: "storage.set", takesValue: true)
        #expect(params.key == key)
        #expect(params.valueText == value)
    }

    @Test(arguments: [
        (#"{"key":"cart"}"#, "cart"),
        (#"{ "other" : [1, {"key": 2}] , "key" : "k\u00e9", "value": 3 }"#, "ké"),
        (#"{"key":""}"#, ""),
    ])
    func aGet_readsTheKeyAlone(raw: String, key: String) throws {
        let params = try StorageParams(try RawJSON(raw), method: "storage.get")
        #expect(params.key == key)
        #expect(params.valueText == nil)
    }

    @Test(arguments: [
        (#"{"value":1}"#, true, "storage.set needs a key that is a string"),
        (#"{"key":7,"value":1}"#, true, "storage.set needs a key that is a string"),
        (#"{"key":"k"}"#, true, "storage.set needs a value"),
        (#"["k",1]"#, true, "storage.set takes { key, value }"),
        (#"{}"#, false, "storage.remove needs a key that is a string"),
        (#"{"key":null}"#, false, "storage.remove needs a key that is a string"),
        (#"{"key":["k"]}"#, false, "storage.remove needs a key that is a string"),
        (#""k""#, false, "storage.remove takes { key }"),
        (#"null"#, false, "storage.remove takes { key }"),
    ])
    func paramsOfAnotherShape_areRefusedInASentence(raw: String, takesValue: Bool, message: String) throws {
        let method = takesValue ? "storage.set" : "storage.remove"
        #expect(throws: BridgeError.invalidParams(message)) { try StorageParams(try RawJSON(raw), method: method, takesValue: takesValue) }
    }
}
