import HybridCore

/// Something native sends the page at a set time after load: an event for
/// `hybrid.on(name, …)`, a call to a function the page registered, or a call
/// of a page global function by name (`pageCalls`).
struct MockDelivery: Equatable {
    enum Kind: Equatable {
        case event
        case call
        /// A global function called with ``arguments``, as classic pages wait for native to.
        case pageFunction
    }

    var kind: Kind
    var name: String
    /// The event's payload or the call's params.
    var value: RawJSON
    /// How long after the page finished loading.
    var after: Duration
    /// A call's timeout; the page answers `handler_not_found` within it.
    var timeout: Duration = MockDelivery.defaultTimeout
    /// `false` (`"reply": false`): the call settles once the page took it, as WVJB's `callHandler:data:`.
    var expectsReply = true
    /// A page function's arguments.
    var arguments: [RawJSON] = []

    static let defaultTimeout = Duration.seconds(2)
}
