import CWebKitGTK
import Foundation
import HybridCookies
import HybridVocabulary
import HybridEngineInterface

/// The cookie store of a ``GTKEngine``'s own website data manager — the one its
/// views really send from, not a process-wide default.
@MainActor
final class GTKCookieStore: WebCookieStore {
    /// Held with a GObject reference, so the store outlives the engine object if the app keeps it.
    private let dataManager: UnsafeMutablePointer<WebKitWebsiteDataManager>
    private let observers = ObserverRegistry<@MainActor () -> Void>()
    private var signalID: gulong = 0

    init(dataManager: UnsafeMutablePointer<WebKitWebsiteDataManager>) {
        self.dataManager = dataManager
        g_object_ref(dataManager)
    }

    private var cookieManager: UnsafeMutablePointer<WebKitCookieManager>? {
        webkit_website_data_manager_get_cookie_manager(dataManager)
    }

    private var manager: UnsafeMutablePointer<WebKitCookieManager> {
        get throws {
            guard let manager = cookieManager else { throw EngineError.operationFailed("no cookie manager") }
            return manager
        }
    }

    func allCookies() async throws -> [Cookie] {
        let manager = try manager
        return try await withCheckedThrowingContinuation { continuation in
            let callback = AsyncCallback { _, result in
                var error: UnsafeMutablePointer<GError>?
                let list = webkit_cookie_manager_get_all_cookies_finish(manager, result, &error)
                if let error { return continuation.resume(throwing: Self.failure(error)) }
                var cookies: [Cookie] = []
                var node = list
                while let current = node {
                    if let soup = current.pointee.data { cookies.append(SoupCookieConversion.cookie(from: OpaquePointer(soup))) }
                    node = current.pointee.next
                }
                g_list_free_full(list, { soup_cookie_free(OpaquePointer($0)) })
                continuation.resume(returning: cookies)
            }
            webkit_cookie_manager_get_all_cookies(manager, nil, AsyncCallback.ready, callback.userData)
        }
    }

    func setCookie(_ cookie: Cookie) async throws {
        try await run(cookie, start: webkit_cookie_manager_add_cookie, finish: webkit_cookie_manager_add_cookie_finish)
    }

    /// Starts every add at once and waits for all: one round of IPC instead of one per cookie.
    func setCookies(_ cookies: [Cookie]) async throws {
        try await runBatch(cookies, start: webkit_cookie_manager_add_cookie, finish: webkit_cookie_manager_add_cookie_finish)
    }

    /// Starts every delete at once and waits for all, as ``setCookies(_:)`` does.
    func deleteCookies(_ cookies: [Cookie]) async throws {
        try await runBatch(cookies, start: webkit_cookie_manager_delete_cookie, finish: webkit_cookie_manager_delete_cookie_finish)
    }

    private func runBatch(_ cookies: [Cookie], start: Start, finish: @escaping Finish) async throws {
        guard !cookies.isEmpty else { return }
        let manager = try manager
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let batch = CookieBatch(count: cookies.count, continuation: continuation)
            for cookie in cookies {
                let soup = SoupCookieConversion.soupCookie(from: cookie)
                let callback = AsyncCallback { _, result in
                    var error: UnsafeMutablePointer<GError>?
                    _ = finish(manager, result, &error)
                    soup_cookie_free(soup)
                    batch.finishOne(error.map { Self.failure($0) })
                }
                start(manager, soup, nil, AsyncCallback.ready, callback.userData)
            }
        }
    }

    /// One IPC to the network process however many cookies there are.
    func replaceAllCookies(with cookies: [Cookie]) async throws {
        let manager = try manager
        var list: UnsafeMutablePointer<GList>?
        for cookie in cookies.reversed() {
            list = g_list_prepend(list, UnsafeMutableRawPointer(SoupCookieConversion.soupCookie(from: cookie)))
        }
        defer { g_list_free_full(list, { soup_cookie_free(OpaquePointer($0)) }) }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let callback = AsyncCallback { _, result in
                var error: UnsafeMutablePointer<GError>?
                _ = webkit_cookie_manager_replace_cookies_finish(manager, result, &error)
                if let error { return continuation.resume(throwing: Self.failure(error)) }
                continuation.resume()
            }
            webkit_cookie_manager_replace_cookies(manager, list, nil, AsyncCallback.ready, callback.userData)
        }
    }

    func deleteCookie(_ cookie: Cookie) async throws {
        try await run(cookie, start: webkit_cookie_manager_delete_cookie, finish: webkit_cookie_manager_delete_cookie_finish)
    }

    private typealias Start = (UnsafeMutablePointer<WebKitCookieManager>?, OpaquePointer?, UnsafeMutablePointer<GCancellable>?, GAsyncReadyCallback?, gpointer?) -> Void
    private typealias Finish = (UnsafeMutablePointer<WebKitCookieManager>?, OpaquePointer?, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> gboolean

    private func run(_ cookie: Cookie, start: Start, finish: @escaping Finish) async throws {
        let manager = try manager
        let soup = SoupCookieConversion.soupCookie(from: cookie)
        defer { soup_cookie_free(soup) }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let callback = AsyncCallback { _, result in
                var error: UnsafeMutablePointer<GError>?
                _ = finish(manager, result, &error)
                if let error { return continuation.resume(throwing: Self.failure(error)) }
                continuation.resume()
            }
            start(manager, soup, nil, AsyncCallback.ready, callback.userData)
        }
    }

    func addChangeObserver(_ observer: @escaping @MainActor () -> Void) -> ObservationToken {
        connectChangedSignalIfNeeded()
        return observers.add(observer)
    }

    private func connectChangedSignalIfNeeded() {
        guard signalID == 0, let manager = cookieManager else { return }
        typealias Changed = @convention(c) (gpointer?, gpointer?) -> Void
        let changed: Changed = { _, data in
            MainActor.assumeIsolated {
                WeakBox<GTKCookieStore>.target(from: data)?.observers.all.forEach { $0() }
            }
        }
        signalID = connectSignal(manager, "changed", changed,
                                 data: WeakBox(self).retainedPointer())
    }

    private static func failure(_ error: UnsafeMutablePointer<GError>) -> EngineError {
        defer { g_error_free(error) }
        return .operationFailed("cookie store: \(GErrorMapping.message(error))")
    }

    isolated deinit {
        if signalID != 0, let manager = cookieManager { g_signal_handler_disconnect(manager, signalID) }
        g_object_unref(dataManager)
    }
}
