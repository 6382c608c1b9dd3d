import Foundation
import HybridCore
import WebKit
import HybridVocabulary
import HybridEngineInterface

/// Profiles: `WKWebsiteDataStore(forIdentifier:)` per named profile (its
/// identifier kept in the profile's folder), one `.nonPersistent()` store for the ephemeral one.
extension AppleWebEngine {
    /// `profile`'s data store, made on first use.
    /// - Throws: `EngineError.unsupported` for a named profile before iOS 17 / macOS 14.
    func dataStore(for profile: WebsiteDataProfile) throws -> WKWebsiteDataStore {
        if profile == .default { return dataStore }
        if let made = profileStores[profile] { return made }
        let made: WKWebsiteDataStore
        if profile.isEphemeral {
            made = .nonPersistent()
        } else if #available(iOS 17.0, macOS 14.0, *) {
            made = WKWebsiteDataStore(forIdentifier: try identifier(of: profile))
        } else {
            throw EngineError.unsupported("named profiles need iOS 17 or macOS 14, where WebKit keeps a data store per identifier")
        }
        profileStores[profile] = made
        return made
    }

    /// The UUID WebKit knows a named profile by, made once and kept in its folder.
    private func identifier(of profile: WebsiteDataProfile) throws -> UUID {
        guard let folder = folder(for: profile) else { throw EngineError.invalidArgument("\(profile) has no folder") }
        let file = folder.appendingPathComponent("data-store-identifier")
        if let text = try? String(contentsOf: file, encoding: .utf8), let kept = UUID(uuidString: text) { return kept }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let made = UUID()
        try Data(made.uuidString.utf8).write(to: file, options: .atomic)
        return made
    }

    /// `profiles/NAME` under ``dataDirectory`` for a named profile; ``dataDirectory``
    /// for the default one; `nil` for the ephemeral one.
    public func folder(for profile: WebsiteDataProfile) -> URL? {
        guard !profile.isEphemeral else { return nil }
        guard let name = profile.name else { return dataDirectory }
        return dataDirectory.appendingPathComponent("profiles", isDirectory: true).appendingPathComponent(name, isDirectory: true)
    }

    package func cookieStore(for profile: WebsiteDataProfile) throws -> any WebCookieStore {
        profile == .default ? cookieStore : AppleCookieStore(store: try dataStore(for: profile).httpCookieStore)
    }

    package func websiteData(for profile: WebsiteDataProfile) throws -> any WebsiteDataStore {
        profile == .default ? websiteData : AppleWebsiteDataStore(store: try dataStore(for: profile))
    }

    package var websiteDataOfEveryProfile: [any WebsiteDataStore] {
        [websiteData] + profileStores.values.map { AppleWebsiteDataStore(store: $0) }
    }

    /// Closes the profile's views, removes its data store (WebKit deletes its
    /// files), then its folder. WebKit wants the store's views released first:
    /// let their containers go before calling this.
    public func removeProfile(_ profile: WebsiteDataProfile) async throws {
        guard profile != .default else {
            throw EngineError.invalidArgument("the default profile cannot be removed; clear its website data instead")
        }
        for view in views.live where view.profile == profile && !view.isClosed { view.close() }
        profileStores[profile] = nil
        guard let folder = folder(for: profile) else { return }
        let file = folder.appendingPathComponent("data-store-identifier")
        if #available(iOS 17.0, macOS 14.0, *),
           let text = try? String(contentsOf: file, encoding: .utf8), let identifier = UUID(uuidString: text) {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                WKWebsiteDataStore.removeDataStore(forIdentifier: identifier) { error in
                    if let error { continuation.resume(throwing: error) } else { continuation.resume() }
                }
            }
        }
        if FileManager.default.fileExists(atPath: folder.path) { try FileManager.default.removeItem(at: folder) }
    }
}
