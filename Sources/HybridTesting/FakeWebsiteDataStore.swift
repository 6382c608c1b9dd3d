import Foundation
import HybridCore
import HybridVocabulary
import HybridEngineInterface

/// A website-data store that records what it was asked to remove.
@MainActor
package final class FakeWebsiteDataStore: WebsiteDataStore {
    package var records: [WebsiteDataRecord]
    package var removed: [WebsiteDataRecord] = []
    package var clearedSince: [Date] = []
    package init(records: [WebsiteDataRecord] = []) { self.records = records }

    package func records(of types: WebsiteDataTypes) async throws -> [WebsiteDataRecord] { records.filter { !$0.types.isDisjoint(with: types) } }
    package func removeData(of types: WebsiteDataTypes, for records: [WebsiteDataRecord]) async throws { removed += records }
    package func removeData(of types: WebsiteDataTypes, modifiedSince date: Date) async throws { clearedSince.append(date) }
}
