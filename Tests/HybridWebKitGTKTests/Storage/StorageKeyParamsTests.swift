import HybridCore
@testable import HybridStorage
import Testing

/// `hybrid.storage.get` and `remove` read `{ key }` with the bridge's scanner,
/// and say in a sentence what is wrong with anything else.
struct StorageKeyParamsTests {
    @Test(arguments: [
        (#"{"key":"cart"}"#, "cart"),
        (#"{ "other" : [1, {"key": 2}] , "key" : "k\u00e9" }"#, "ké"),
        (#"{"key":""}"#, ""),
    ])
    func readsTheKey(raw: String, key: String) throws {
        #expect(try StorageKeyParams(try RawJSON(raw), method: "storage.get").key == key)
    }

    @Test(arguments: [
        (#"{}"#, "storage.remove needs a key that is a string"),
        (#"{"key":null}"#, "storage.remove needs a key that is a string"),
        (#"{"key":["k"]}"#, "storage.remove needs a key that is a string"),
        (#""k""#, "storage.remove takes { key }"),
        (#"null"#, "storage.remove takes { key }"),
    ])
    func refusesParamsWithoutAStringKey(raw: String, message: String) throws {
        #expect(throws: BridgeError.invalidParams(message)) { try StorageKeyParams(try RawJSON(raw), method: "storage.remove") }
    }
}
