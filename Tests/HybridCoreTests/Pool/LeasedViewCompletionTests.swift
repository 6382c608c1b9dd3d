import Foundation
@testable import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// The completion form of `callAsyncJavaScript`, which the bridge's native calls take,
/// reaches the pooled view while the lease lasts and nothing after it.
@MainActor
struct LeasedViewCompletionTests {
    @Test func leasedView_answersWhileLeased_andFailsViewClosedAfterTheReturn() async throws {
        let (pool, _) = PoolFixture.pool()
        let container = try await pool.lease()
        let leased = try #require(container.view.current as? LeasedView)
        let pooled = try #require(PoolFixture.view(of: container))
        pooled.scriptResult = { _ in "answered" }
        var during: Result<JSONValue, any Error>?
        leased.callAsyncJavaScript("return 1", arguments: [:], in: .page) { during = $0 }
        while during == nil { await Task.yield() }
        #expect(try during?.get() == "answered")
        let callsBefore = pooled.asyncCalls.count
        container.close()
        var after: Result<JSONValue, any Error>?
        leased.callAsyncJavaScript("return 1", arguments: [:], in: .page) { after = $0 }
        #expect(after != nil, "answered at once, without a task")
        #expect(throws: EngineError.viewClosed) { try after?.get() }
        #expect(pooled.asyncCalls.count == callsBefore, "the returned view ran nothing for the old lease")
    }
}
