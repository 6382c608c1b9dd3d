import HybridCore

/// What one mocked native handler answers: a result or an error, after an optional delay.
struct MockReply: Equatable {
    enum Outcome: Equatable {
        case result(RawJSON)
        case error(MockError)
    }

    var outcome: Outcome
    var delay: Duration
}
