import XCTest

/// Waits, yielding the main actor, until `condition` holds; fails the test after `limit`.
@MainActor
func eventually(_ what: String = "condition", limit: Duration = .seconds(5), _ condition: @MainActor () throws -> Bool) async throws {
    let deadline = ContinuousClock.now + limit
    while try !condition() {
        guard ContinuousClock.now < deadline else { return XCTFail("timed out waiting for \(what)") }
        try await Task.sleep(for: .milliseconds(2))
    }
}
