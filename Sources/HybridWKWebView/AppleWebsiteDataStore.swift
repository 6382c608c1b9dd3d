import Foundation
import HybridCore
import WebKit
import HybridVocabulary
import HybridEngineInterface

/// Fetches and removes website data through `WKWebsiteDataStore`.
/// Records are matched back to WebKit's by their display name (the site).
@MainActor
final class AppleWebsiteDataStore: WebsiteDataStore {
    private let store: WKWebsiteDataStore

    init(store: WKWebsiteDataStore) { self.store = store }

    func records(of types: WebsiteDataTypes) async throws -> [WebsiteDataRecord] {
        let records = await fetch(types)
        return records.map { WebsiteDataRecord(name: $0.name, types: $0.types) }
    }

    func removeData(of types: WebsiteDataTypes, for records: [WebsiteDataRecord]) async throws {
        let names = Set(records.map(\.name))
        let kinds = AppleWebsiteDataTypes.webKitTypes(for: types)
        guard !kinds.isEmpty, !names.isEmpty else { return }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            store.fetchDataRecords(ofTypes: kinds) { [store] all in
                let chosen = all.filter { names.contains($0.displayName) }
                store.removeData(ofTypes: kinds, for: chosen) { continuation.resume() }
            }
        }
    }

    func removeData(of types: WebsiteDataTypes, modifiedSince date: Date) async throws {
        let kinds = AppleWebsiteDataTypes.webKitTypes(for: types)
        guard !kinds.isEmpty else { return }
        await withCheckedContinuation { continuation in
            store.removeData(ofTypes: kinds, modifiedSince: date) { continuation.resume() }
        }
    }

    private func fetch(_ types: WebsiteDataTypes) async -> [(name: String, types: WebsiteDataTypes)] {
        let kinds = AppleWebsiteDataTypes.webKitTypes(for: types)
        guard !kinds.isEmpty else { return [] }
        return await withCheckedContinuation { continuation in
            store.fetchDataRecords(ofTypes: kinds) { records in
                continuation.resume(returning: records.map { ($0.displayName, AppleWebsiteDataTypes.coreTypes(for: $0.dataTypes)) })
            }
        }
    }
}
