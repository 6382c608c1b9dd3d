import Foundation
@testable import HybridCore

/// A website-data store that records what it was asked to remove.
@MainActor
final class FakeWebsiteDataStore: WebsiteDataStore {
    var records: [WebsiteDataRecord]
    var removed: [WebsiteDataRecord] = []
    var clearedSince: [Date] = []
    init(records: [WebsiteDataRecord] = []) { self.records = records }

    func records(of types: WebsiteDataTypes) async throws -> [WebsiteDataRecord] { records.filter { !$0.types.isDisjoint(with: types) } }
    func removeData(of types: WebsiteDataTypes, for records: [WebsiteDataRecord]) async throws { removed += records }
    func removeData(of types: WebsiteDataTypes, modifiedSince date: Date) async throws { clearedSince.append(date) }
}
