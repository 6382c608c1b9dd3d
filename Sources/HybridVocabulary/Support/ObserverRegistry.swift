/// The observers of one thing, each kept until its ``ObservationToken`` is cancelled
/// or released: the one registry behind every `observe(_:)` of the package (the
/// chrome, a recovery's view replacements, network status, an engine's cookie store).
@MainActor
package final class ObserverRegistry<Observer> {
    private var observers: [Int: Observer] = [:]
    private var lastID = 0

    package init() {}

    /// Keeps `observer` until the token it returns is cancelled or released.
    package func add(_ observer: Observer) -> ObservationToken {
        lastID += 1
        let id = lastID
        observers[id] = observer
        return ObservationToken { [weak self] in MainActor.assumeIsolated { self?.observers[id] = nil } }
    }

    /// The observers registered now, oldest first: call each, in the order they came.
    package var all: [Observer] { observers.keys.sorted().compactMap { observers[$0] } }

    /// Forgets every observer; their tokens then cancel nothing.
    package func removeAll() { observers.removeAll() }
}
