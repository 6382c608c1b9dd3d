/// Runs `body` on the main actor, for XCTest cases (XCTest on Linux has no
/// `@MainActor` test classes); Swift Testing's `@MainActor` tests need none.
package func onMain(_ body: @escaping @MainActor () async throws -> Void) async throws {
    try await body()
}
