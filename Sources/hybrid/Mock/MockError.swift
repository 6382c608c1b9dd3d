import HybridCore

/// An error a mocked handler throws; the page sees its `code` and `message`.
struct MockError: BridgeErrorConvertible, Equatable {
    let code: String
    let message: String

    var bridgeErrorCode: String { code }
    var bridgeErrorMessage: String { message }
}
