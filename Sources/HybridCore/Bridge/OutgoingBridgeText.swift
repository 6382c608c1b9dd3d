import HybridVocabulary
/// Builds the JSON texts the bridge sends to a page.
///
/// Each piece is itself JSON produced by an encoder (``RawJSON``,
/// `JSONQuoting`), so joining them gives valid JSON. The result is handed to
/// JavaScript as a string argument and read with `JSON.parse`; it is never
/// part of script source.
enum OutgoingBridgeText {
    /// The reply to a page's call: `{"id":7,"result":…}` or `{"id":7,"error":{…}}`.
    static func reply(id: Int?, _ outcome: Result<RawJSON, BridgeError>) -> String {
        let idText = id.map(String.init) ?? "null"
        switch outcome {
        case .success(let value): return "{\"id\":\(idText),\"result\":\(value.text)}"
        case .failure(let error): return "{\"id\":\(idText),\"error\":\(errorObject(error))}"
        }
    }

    /// The configuration a page's runtime gets on start-up.
    static func configuration(namespaces: RawJSON, modules: RawJSON, maximumMessageBytes: Int, values: RawJSON) -> String {
        "{\"namespaces\":\(namespaces.text),\"modules\":\(modules.text),\"maxMessageBytes\":\(maximumMessageBytes),\"values\":\(values.text)}"
    }

    /// A native call of a function the page registered with `hybrid.register`;
    /// the page waits up to `waitMilliseconds` for a function not registered yet.
    static func call(id: String, name: String, params: RawJSON, waitMilliseconds: Int) -> String {
        "{\"t\":\"call\",\"id\":\(JSONQuoting.quote(id)),\"name\":\(JSONQuoting.quote(name)),\"params\":\(params.text),\"wait\":\(waitMilliseconds)}"
    }

    /// An event for `hybrid.on` listeners.
    static func event(name: String, payload: RawJSON) -> String {
        "{\"t\":\"event\",\"name\":\(JSONQuoting.quote(name)),\"payload\":\(payload.text)}"
    }

    /// An event whose delivery answers with how many of the page's listeners heard it.
    static func countedEvent(id: String, name: String, payload: RawJSON) -> String {
        "{\"t\":\"event\",\"id\":\(JSONQuoting.quote(id)),\"name\":\(JSONQuoting.quote(name)),\"payload\":\(payload.text)}"
    }

    /// A result for a global function named by the page (`app.scan('scanResult')`, `?callback=`).
    static func callback(function: String, argument: RawJSON) -> String {
        callback(function: function, arguments: [argument])
    }

    /// A call of a global function by name with these arguments (`getMobileCodeResult('1234')`).
    static func callback(function: String, arguments: [RawJSON]) -> String {
        "{\"t\":\"callback\",\"fn\":\(JSONQuoting.quote(function)),\"args\":[\(arguments.map(\.text).joined(separator: ","))]}"
    }

    /// One delivery in a reply to the runtime's standing wait (`bridge-isolated.js`):
    /// `message` reaches the page as it is when its document and origin pass the checks.
    static func delivery(id: String, message: String, allowed: String, document: String, expectsReply: Bool) -> String {
        "{\"id\":\(JSONQuoting.quote(id)),\"message\":\(JSONQuoting.quote(message)),\"allowed\":\(JSONQuoting.quote(allowed)),"
            + "\"document\":\(JSONQuoting.quote(document)),\"reply\":\(expectsReply)}"
    }

    /// A task the runtime runs itself (`bridge-tasks.js`), never handed to the page.
    static func task(id: String, name: String, arguments: JSONValue) -> String {
        "{\"id\":\(JSONQuoting.quote(id)),\"task\":\(JSONQuoting.quote(name)),\"args\":\(arguments.jsonText)}"
    }

    static func errorObject(_ error: BridgeError) -> String {
        "{\"code\":\(JSONQuoting.quote(error.code)),\"message\":\(JSONQuoting.quote(error.message))}"
    }
}
