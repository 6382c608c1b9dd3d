import Foundation
@testable import HybridCore
import Testing

/// A navigator's page ids come from its pool, which the navigators of a tab bar share:
/// unique among them, and no count kept by the process.
@MainActor
struct PoolPageIDTests {
    @Test func pageIDs_areUniqueWithinAPool_andEachPoolCountsItsOwn() {
        let (pool, _) = PoolFixture.pool()
        let (other, _) = PoolFixture.pool()
        let ids = (0..<3).map { _ in pool.nextPageID() }
        #expect(Set(ids).count == 3)
        #expect(other.nextPageID() == 1, "another pool's pages count from the start")
    }
}
