import CWebKitGTK
import Foundation
import HybridVocabulary
import HybridEngineInterface

/// Profiles: a web context per profile over its own website data manager,
/// made on first use with everything the default one has.
extension GTKEngine {
    var allProfiles: [GTKProfileContext] { [defaultProfile] + profiles.values }
    /// Longer than the delay before WebKit writes a finished load's cache entry (1 s).
    static let cacheWriteDelay = Duration.milliseconds(1500)

    /// `profile`'s context, made now if it is the first use: the engine's schemes,
    /// cache model, downloads and geolocation position come with it.
    func profileContext(_ profile: WebsiteDataProfile) -> GTKProfileContext {
        if profile == .default { return defaultProfile }
        if let made = profiles[profile] { return made }
        let made = GTKProfileContext(profile: profile, folder: folder(for: profile), memoryLimitMB: webProcessMemoryLimitMB)
        webkit_web_context_set_cache_model(made.context, webkit_web_context_get_cache_model(context))
        for (name, handler) in schemes { GTKSchemeRegistration.register(name, handler: handler, on: made.context) }
        connectDownloadSignal(made.context)
        made.geolocation.position = geolocationPosition
        profiles[profile] = made
        return made
    }

    /// `profiles/NAME` under the data directory for a named profile; the data
    /// directory itself for the default one. `nil` for the ephemeral profile and
    /// for an engine made without a data directory.
    public func folder(for profile: WebsiteDataProfile) -> URL? {
        guard let dataDirectory, !profile.isEphemeral else { return nil }
        guard let name = profile.name else { return dataDirectory }
        return dataDirectory.appendingPathComponent("profiles", isDirectory: true).appendingPathComponent(name, isDirectory: true)
    }

    package func cookieStore(for profile: WebsiteDataProfile) throws -> any WebCookieStore {
        profileContext(profile).cookieStore
    }

    package func websiteData(for profile: WebsiteDataProfile) throws -> any WebsiteDataStore {
        profileContext(profile).websiteData
    }

    package var websiteDataOfEveryProfile: [any WebsiteDataStore] { allProfiles.map(\.websiteData) }

    /// Closes the profile's views, clears all its website data, lets its context
    /// and network process go, then deletes its folder. It takes a little over a
    /// second when the profile was in use: WebKit writes a load's cache entry up to
    /// a second after the load (`m_initialWriteDelay { 1_s }`, NetworkCacheStorage.h), and a
    /// folder deleted before that would come back with the entry in it.
    public func removeProfile(_ profile: WebsiteDataProfile) async throws {
        guard profile != .default else {
            throw EngineError.invalidArgument("the default profile cannot be removed; clear its website data instead")
        }
        for view in views.live where view.profile == profile && !view.isClosed { view.close() }
        if let made = profiles.removeValue(forKey: profile) {
            try await made.websiteData.removeData(of: .all, modifiedSince: .distantPast)
            if folder(for: profile) != nil { try await Task.sleep(for: Self.cacheWriteDelay) }
        }
        guard let folder = folder(for: profile) else { return }
        try Self.remove(folder)
    }

    /// Removes `folder` and all in it. WebKit's processes may still be deleting
    /// their own files there (a database's `-wal` as it closes), which fails a
    /// removal midway with "no such file": what vanished is gone, so go again.
    static func remove(_ folder: URL, attempts: Int = 5) throws {
        for attempt in 1...attempts {
            guard FileManager.default.fileExists(atPath: folder.path) else { return }
            do {
                return try FileManager.default.removeItem(at: folder)
            } catch let error as CocoaError where error.code == .fileNoSuchFile && attempt < attempts {
                continue
            }
        }
    }
}
