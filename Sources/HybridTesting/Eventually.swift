/// Waits on the main actor until `condition` holds, checking it again after a
/// short sleep that lets the main actor (and GLib's loop under it) run; after
/// `limit` it throws an error whose description is a sentence naming `what` was
/// awaited and where, which XCTest and Swift Testing report as the test's failure.
///
/// For a state no event announces (a module's work after a call returned); where a
/// value can be awaited (`container.load`, ``ScriptedPage/finishLoad(fileID:line:)``), await it.
///
/// ```swift
/// try await eventually("the page's title") { container.chrome.title == "Cart" }
/// ```
@MainActor
public func eventually(
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

/// What `eventually` throws when its condition never held:
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
