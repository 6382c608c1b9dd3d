import CWebKitGTK
import HybridVocabulary

extension GTKEngine {
    /// Set to ``CacheModel/webBrowser`` when the engine is made; the same in every profile.
    public var cacheModel: CacheModel {
        get {
            switch webkit_web_context_get_cache_model(context) {
            case WEBKIT_CACHE_MODEL_DOCUMENT_VIEWER: .noCache
            case WEBKIT_CACHE_MODEL_DOCUMENT_BROWSER: .documentBrowser
            default: .webBrowser
            }
        }
        set {
            let model = switch newValue {
            case .noCache: WEBKIT_CACHE_MODEL_DOCUMENT_VIEWER
            case .documentBrowser: WEBKIT_CACHE_MODEL_DOCUMENT_BROWSER
            case .webBrowser: WEBKIT_CACHE_MODEL_WEB_BROWSER
            }
            for profile in allProfiles { webkit_web_context_set_cache_model(profile.context, model) }
        }
    }
}
