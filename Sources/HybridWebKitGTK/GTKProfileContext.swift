import CWebKitGTK
import Foundation
import HybridVocabulary
import HybridEngineInterface

/// One profile's web context over its own website data manager: its own
/// network process, cookies, storage and cache. The engine makes one per
/// profile on first use, with the engine's schemes, cache model and limits.
@MainActor
final class GTKProfileContext {
    let profile: WebsiteDataProfile
    let context: UnsafeMutablePointer<WebKitWebContext>
    let dataManager: UnsafeMutablePointer<WebKitWebsiteDataManager>
    private(set) lazy var cookieStore: any WebCookieStore = GTKCookieStore(dataManager: dataManager)
    private(set) lazy var websiteData: any WebsiteDataStore = GTKWebsiteDataStore(manager: dataManager)
    let geolocation: GeolocationFeed

    /// - Parameter folder: where the profile's data and cache go; `nil` keeps them in memory only.
    init(profile: WebsiteDataProfile, folder: URL?, memoryLimitMB: Int?) {
        self.profile = profile
        if let folder {
            dataManager = hk_website_data_manager_new_persistent(folder.path + "/data", folder.path + "/cache")
        } else {
            dataManager = webkit_website_data_manager_new_ephemeral()
        }
        context = hk_web_context_new(dataManager, UInt32(clamping: max(0, memoryLimitMB ?? 0)))
        geolocation = GeolocationFeed(context: context)
    }

    isolated deinit {
        g_object_unref(context)
        g_object_unref(dataManager)
    }
}
