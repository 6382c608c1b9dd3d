import HybridCore
import HybridVocabulary

/// What one mocked native handler answers: a result or an error, after an optional delay,
/// and the page global that hears the result as well, as the classic styles expect.
struct MockReply: Equatable {
    enum Outcome: Equatable {
        case result(RawJSON)
        /// A result made from the call's params: `{"$param": "a.b"}` anywhere in it stands for that member.
        case template(JSONValue)
        /// The params as they came.
        case echo
        case error(MockError)
    }

    var outcome: Outcome
    var delay: Duration
    /// A page global function the result is passed to after the reply (`getMobileCodeResult(result)`).
    var thenCall: String?

    /// The answer to a call with `params`.
    func answer(to params: RawJSON) throws -> RawJSON {
        switch outcome {
        case .result(let value): return value
        case .echo: return params
        case .template(let template):
            let given = (try? params.decode(JSONValue.self)) ?? .null
            return try RawJSON(MockTemplate.fill(template, from: given))
        case .error(let error): throw error
        }
    }
}
