/// Starts main-actor work at once, up to its first suspension, where the system
/// has `Task.immediate` (iOS and macOS 26, and every Linux); before that, on the
/// main actor's next turn. The package declares iOS 16 and macOS 13, and
/// `make check-apple` checks that nothing newer is used outside such a check.
@MainActor
@discardableResult
package func startNow<T: Sendable>(_ work: @escaping @MainActor () async -> T) -> Task<T, Never> {
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        return Task.immediate { @MainActor in await work() }
    }
    return Task { @MainActor in await work() }
}
