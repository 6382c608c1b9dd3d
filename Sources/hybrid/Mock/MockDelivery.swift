import HybridCore

/// Something native sends the page at a set time after load: an event for
/// `hybrid.on(name, …)` or a call to a function the page registered.
struct MockDelivery: Equatable {
    enum Kind: Equatable {
        case event
        case call
    }

    var kind: Kind
    var name: String
    /// The event's payload or the call's params.
    var value: RawJSON
    /// How long after the page finished loading.
    var after: Duration
    /// A call's timeout; the page answers `handler_not_found` within it.
    var timeout: Duration = MockDelivery.defaultTimeout

    static let defaultTimeout = Duration.seconds(2)
}
