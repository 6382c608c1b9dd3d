/// Waits on the main actor until `condition` holds, checking it again after a
/// short sleep that lets the main actor (and GLib's loop under it) run; after
/// `limit` it throws ``EventuallyTimedOut``, which fails the test with a
/// sentence naming `what` was awaited and where.
///
/// The one place this package's tests poll. Use it for a state that no event
/// announces; where a callback or a value can be awaited, await that instead.
///
/// ```swift
/// try await eventually("the page's title") { container.chrome.title == "Cart" }
/// ```
@MainActor
package func eventually(
    _ what: String,
    limit: Duration = .seconds(10),
    fileID: String = #fileID,
    line: Int = #line,
    _ condition: @MainActor () async throws -> Bool
) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now + limit
    while try await !condition() {
        guard clock.now < deadline else { throw EventuallyTimedOut(what: what, limit: limit, fileID: fileID, line: line) }
        try await Task.sleep(for: .milliseconds(5))
    }
}

/// What ``eventually(_:limit:fileID:line:_:)`` throws when its condition never held:
/// XCTest and Swift Testing both report it as the test's failure, by its description.
package struct EventuallyTimedOut: Error, CustomStringConvertible {
    package let what: String
    package let limit: Duration
    package let fileID: String
    package let line: Int

    package var description: String {
        "timed out after \(limit) waiting for \(what) (\(fileID):\(line))"
    }
}
