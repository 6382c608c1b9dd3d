import Foundation
@testable import HybridCore
import HybridTesting
import XCTest

/// The completion form of `callAsyncJavaScript`, which the bridge's native calls take,
/// reaches the pooled view while the lease lasts and nothing after it.
final class LeasedViewCompletionTests: XCTestCase {
    func test_leasedView_answersWhileLeased_andFailsViewClosedAfterTheReturn() async throws {
        try await onMain {
            let (pool, _) = PoolFixture.pool()
            let container = try await pool.lease()
            let leased = container.view
            XCTAssertTrue(leased is LeasedView)
            let pooled = try XCTUnwrap(PoolFixture.view(of: container))
            pooled.scriptResult = { _ in "answered" }
            var during: Result<JSONValue, any Error>?
            leased.callAsyncJavaScript("return 1", arguments: [:], in: .page) { during = $0 }
            while during == nil { await Task.yield() }
            XCTAssertEqual(try during?.get(), "answered")
            let callsBefore = pooled.asyncCalls.count
            container.close()
            var after: Result<JSONValue, any Error>?
            leased.callAsyncJavaScript("return 1", arguments: [:], in: .page) { after = $0 }
            XCTAssertNotNil(after, "answered at once, without a task")
            XCTAssertThrowsError(try after?.get()) { XCTAssertEqual($0 as? EngineError, .viewClosed) }
            XCTAssertEqual(pooled.asyncCalls.count, callsBefore, "the returned view ran nothing for the old lease")
        }
    }
}
