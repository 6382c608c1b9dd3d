/// An error a handler throws to choose the code the caller sees.
///
/// Any other error reaches the caller as `handler_failed` with its description,
/// so codes stay stable even when the error types behind them change.
public protocol BridgeErrorConvertible: Error {
    /// A stable code such as `permission_denied`; shown to JavaScript as `error.code`.
    var bridgeErrorCode: String { get }
    /// Shown to JavaScript as `error.message`.
    var bridgeErrorMessage: String { get }
}

extension BridgeError {
    /// The bridge error a handler's thrown error becomes.
    public init(thrownByHandler error: any Error) {
        switch error {
        case let error as BridgeError: self = error
        case let error as any BridgeErrorConvertible:
            self = .handlerFailed(code: error.bridgeErrorCode, message: error.bridgeErrorMessage)
        default: self = .handlerFailed(code: "handler_failed", message: String(describing: error))
        }
    }
}
