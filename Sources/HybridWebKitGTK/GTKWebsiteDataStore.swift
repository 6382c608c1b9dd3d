import CWebKitGTK
import Foundation
import HybridVocabulary
import HybridEngineInterface

/// A ``GTKEngine``'s website data manager behind ``WebsiteDataStore``: fetch
/// records, remove them, or clear by type and age.
@MainActor
final class GTKWebsiteDataStore: WebsiteDataStore {
    /// Held with a GObject reference, so the store outlives the engine object if the app keeps it.
    private let manager: UnsafeMutablePointer<WebKitWebsiteDataManager>

    init(manager: UnsafeMutablePointer<WebKitWebsiteDataManager>) {
        self.manager = manager
        g_object_ref(manager)
        // A persistent manager makes its store lazily (first view) and fetch, remove
        // and clear use it unchecked: WebKitGTK 2.50 crashes without a view. This
        // getter makes the same store and no view, so schemes can still be registered.
        _ = webkit_website_data_manager_get_itp_enabled(manager)
    }

    isolated deinit { g_object_unref(manager) }

    func records(of types: WebsiteDataTypes) async throws -> [WebsiteDataRecord] {
        let manager = manager
        return try await withCheckedThrowingContinuation { continuation in
            let callback = AsyncCallback { _, result in
                var error: UnsafeMutablePointer<GError>?
                let list = webkit_website_data_manager_fetch_finish(manager, result, &error)
                if let error { return continuation.resume(throwing: Self.failure(error)) }
                var records: [WebsiteDataRecord] = []
                var node = list
                while let current = node {
                    if let data = current.pointee.data.map(OpaquePointer.init), let name = webkit_website_data_get_name(data) {
                        records.append(WebsiteDataRecord(name: String(cString: name), types: WebsiteDataTypeMapping.types(webkit_website_data_get_types(data))))
                    }
                    node = current.pointee.next
                }
                g_list_free_full(list) { webkit_website_data_unref(OpaquePointer($0)) }
                continuation.resume(returning: records)
            }
            webkit_website_data_manager_fetch(manager, WebsiteDataTypeMapping.webkit(types), nil, AsyncCallback.ready, callback.userData)
        }
    }

    /// Fetches the engine's own records again and removes those named, so WebKit gets its own objects.
    func removeData(of types: WebsiteDataTypes, for records: [WebsiteDataRecord]) async throws {
        let names = Set(records.map(\.name))
        guard !names.isEmpty else { return }
        let manager = manager
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let fetched = AsyncCallback { _, result in
                var error: UnsafeMutablePointer<GError>?
                let list = webkit_website_data_manager_fetch_finish(manager, result, &error)
                if let error { return continuation.resume(throwing: Self.failure(error)) }
                var chosen: UnsafeMutablePointer<GList>?
                var node = list
                while let current = node {
                    if let data = current.pointee.data, let name = webkit_website_data_get_name(OpaquePointer(data)),
                       names.contains(String(cString: name)) {
                        chosen = g_list_prepend(chosen, data)
                    }
                    node = current.pointee.next
                }
                guard chosen != nil else {
                    // None of them holds data any more; WebKit refuses an empty list and never calls back.
                    g_list_free_full(list) { webkit_website_data_unref(OpaquePointer($0)) }
                    return continuation.resume()
                }
                let removed = AsyncCallback { _, result in
                    var error: UnsafeMutablePointer<GError>?
                    _ = webkit_website_data_manager_remove_finish(manager, result, &error)
                    g_list_free(chosen)
                    g_list_free_full(list) { webkit_website_data_unref(OpaquePointer($0)) }
                    if let error { return continuation.resume(throwing: Self.failure(error)) }
                    continuation.resume()
                }
                webkit_website_data_manager_remove(manager, WebsiteDataTypeMapping.webkit(types), chosen, nil, AsyncCallback.ready, removed.userData)
            }
            webkit_website_data_manager_fetch(manager, WebsiteDataTypeMapping.webkit(types), nil, AsyncCallback.ready, fetched.userData)
        }
    }

    func removeData(of types: WebsiteDataTypes, modifiedSince date: Date) async throws {
        // WebKit takes a time span back from now in microseconds; 0 means everything.
        let span = date <= .distantPast ? 0 : GTimeSpan(max(0, Date().timeIntervalSince(date)) * 1_000_000)
        let manager = manager
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let callback = AsyncCallback { _, result in
                var error: UnsafeMutablePointer<GError>?
                _ = webkit_website_data_manager_clear_finish(manager, result, &error)
                if let error { return continuation.resume(throwing: Self.failure(error)) }
                continuation.resume()
            }
            webkit_website_data_manager_clear(manager, WebsiteDataTypeMapping.webkit(types), span, nil, AsyncCallback.ready, callback.userData)
        }
    }

    private nonisolated static func failure(_ error: UnsafeMutablePointer<GError>) -> EngineError {
        defer { g_error_free(error) }
        return .operationFailed("website data: \(GErrorMapping.message(error))")
    }
}
