import Foundation
import HybridCore
import HybridVocabulary
import HybridEngineInterface
import HybridSchemes

/// An engine with no WebKit, for an app's own tests: hand it to
/// `WebContainer(engine:)` (or to the app's code that makes containers) where the
/// app passes `HybridEngine()`, then drive each container's page with ``ScriptedPage``.
///
/// ```swift
/// let container = try WebContainer(engine: TestEngine())
/// let page = try ScriptedPage(container)
/// ```
@MainActor
public final class TestEngine: WebEngine, EngineViewMaking {
    /// The fake engine behind it, for this package's own tests.
    package let fake = FakeWebEngine()
    package var coreState: EngineCoreState { fake.coreState }

    public init() {}

    public var customUserAgent: String? {
        get { fake.customUserAgent }
        set { fake.customUserAgent = newValue }
    }

    public var applicationNameForUserAgent: String? {
        get { fake.applicationNameForUserAgent }
        set { fake.applicationNameForUserAgent = newValue }
    }

    public var cacheModel: CacheModel {
        get { fake.cacheModel }
        set { fake.cacheModel = newValue }
    }

    /// Kept as an engine keeps it, with the same checks: a scheme the engine owns, or one registered twice, throws.
    package func urlSchemeHandler(for scheme: String) -> (any URLSchemeHandler)? { fake.urlSchemeHandler(for: scheme) }

    public func registerURLScheme(_ scheme: String, handler: any URLSchemeHandler) throws {
        try fake.registerURLScheme(scheme, handler: handler)
    }

    /// `nil`: nothing is kept on disk, so keep a profile's files in memory.
    public func folder(for profile: WebsiteDataProfile) -> URL? { nil }

    /// Closes the profile's pages and forgets its stores, as an engine does.
    public func removeProfile(_ profile: WebsiteDataProfile) async throws { try await fake.removeProfile(profile) }

    package func makeView(settings: EngineSettings) throws -> any WebEngineView { try fake.makeView(settings: settings) }
    package func makeView(settings: EngineSettings, sharingProcessWith view: any WebEngineView) throws -> any WebEngineView {
        try fake.makeView(settings: settings, sharingProcessWith: view)
    }
    package var cookieStore: any WebCookieStore { fake.cookieStore }
    package var websiteData: any WebsiteDataStore { fake.websiteData }
    package func cookieStore(for profile: WebsiteDataProfile) throws -> any WebCookieStore { try fake.cookieStore(for: profile) }
    package func websiteData(for profile: WebsiteDataProfile) throws -> any WebsiteDataStore { try fake.websiteData(for: profile) }
    package var websiteDataOfEveryProfile: [any WebsiteDataStore] { fake.websiteDataOfEveryProfile }
}
