import Foundation
import HybridVocabulary

/// `hybrid.navigator`: a page opens, closes and goes back among the app's pages.
/// Like every module, only the main frame of a trusted origin may call it.
@MainActor
final class NavigatorModule: BridgeModule {
    private struct PushOptions: Decodable {
        var context: String?
        var presentation: String?
        var title: String?
        var passData: JSONValue?
    }
    private struct PushParams: Decodable { var url: String; var options: PushOptions? }
    private struct PopOptions: Decodable { var result: JSONValue? }
    private struct PopParams: Decodable { var options: PopOptions? }
    private struct PopToParams: Decodable { var target: JSONValue }
    private struct URLParams: Decodable { var url: String }
    private struct StartAppParams: Decodable { var id: String; var params: JSONValue? }
    private struct PopAppParams: Decodable { var id: String? }
    private struct TabParams: Decodable { var tab: String }

    let namespace = "navigator"
    weak var navigator: Navigator?
    weak var entry: NavigatorEntry?
    private var declaration: BridgeModuleDeclaration?

    init(navigator: Navigator, entry: NavigatorEntry) {
        self.navigator = navigator
        self.entry = entry
    }

    func declare(_ module: BridgeModuleDeclaration) {
        declaration = module
        module.method("push", arguments: ["url", "options"], returnsValue: false, options: .frontPage()) { [weak self] (params: PushParams, context) -> JSONValue in
            try await self?.push(params.url, params.options ?? PushOptions(), presentation: nil, hasGesture: context.source.hasUserActivation)
            return .null
        }
        module.method("replace", arguments: ["url", "options"], returnsValue: false, options: .frontPage()) { [weak self] (params: PushParams, context) -> JSONValue in
            try await self?.push(params.url, params.options ?? PushOptions(), presentation: "replace", hasGesture: context.source.hasUserActivation)
            return .null
        }
        module.method("pop", arguments: ["options"], returnsValue: false, options: .frontPage()) { [weak self] (params: PopParams) -> JSONValue in
            let (navigator, entry) = try self?.onTop() ?? { throw BridgeError.pageGone }()
            let stack = navigator.stack(of: entry)
            try navigator.checkOwnsWhat([.pop(stack)], touch: entry)
            try await navigator.pop(stack, result: params.options?.result ?? .null, sentByPage: true)
            return .null
        }
        module.method("popTo", arguments: ["target"], returnsValue: false, options: .frontPage()) { [weak self] (params: PopToParams) -> JSONValue in
            let (navigator, entry) = try self?.onTop() ?? { throw BridgeError.pageGone }()
            try await navigator.pagePopTo(params.target, from: entry)
            return .null
        }
        module.method("prefetch", arguments: ["url"], returnsValue: false, options: .frontPage()) { [weak self] (params: URLParams) -> JSONValue in
            let (navigator, entry) = try self?.onTop() ?? { throw BridgeError.pageGone }()
            try await navigator.pagePrefetch(params.url, from: entry)
            return .null
        }
        module.method("startApp", arguments: ["id", "params"], returnsValue: false, options: .frontPage()) { [weak self] (params: StartAppParams) -> JSONValue in
            let (navigator, entry) = try self?.onTop() ?? { throw BridgeError.pageGone }()
            guard entry.allowsPush(limit: navigator.maximumPushesPerSecond), navigator.allowsPagePush() else {
                throw NavigatorRefusal.tooManyPushes(navigator.maximumPushesPerSecond)
            }
            try await navigator.startApp(params.id, params: params.params ?? .null,
                                         proposal: NavigatorProposal(url: URL(string: "about:blank")!, from: entry))
            return .null
        }
        module.method("popApp", arguments: ["id"], returnsValue: false, options: .frontPage()) { [weak self] (params: PopAppParams) -> JSONValue in
            let (navigator, entry) = try self?.onTop() ?? { throw BridgeError.pageGone }()
            // A page closes its own app's pages, never another app's.
            guard let own = entry.app ?? OfflineAppID.id(of: entry.currentURL) else { throw NavigatorRefusal.notOwnApp(params.id ?? "another app") }
            guard params.id == nil || params.id == own else { throw NavigatorRefusal.notOwnApp(params.id ?? own) }
            try await navigator.popApp(own)
            return .null
        }
        // Only the page a person sees, on top of the selected tab, switches tabs (.frontPage() and onTop()).
        module.method("switchTab", arguments: ["tab"], returnsValue: false, options: .frontPage()) { [weak self] (params: TabParams) -> JSONValue in
            let (navigator, _) = try self?.onTop() ?? { throw BridgeError.pageGone }()
            guard let tabs = navigator.tabs else { throw NavigatorRefusal.noTab(params.tab) }
            try await tabs.select(params.tab)
            return .null
        }
        module.method("startupParams", arguments: []) { [weak self] (_: JSONValue) -> JSONValue in
            self?.entry?.startupParams ?? .null
        }
        module.method("opening", arguments: []) { [weak self] (_: JSONValue) -> JSONValue in
            self?.entry?.opening ?? .null
        }
        module.method("settings", arguments: []) { [weak self] (_: JSONValue) -> JSONValue in
            .object(self?.navigator?.paths.settings ?? [:])
        }
        module.event("resume")
    }

    /// Tells the page it is on top again, with what the page above it returned.
    func resume(_ result: JSONValue) async throws {
        try await declaration?.emit("resume", ["result": result])
    }

    private func onTop() throws -> (Navigator, NavigatorEntry) {
        guard let navigator, let entry else { throw BridgeError.pageGone }
        guard navigator.isOnTop(entry) else { throw NavigatorRefusal.notOnTop }
        return (navigator, entry)
    }

    private func push(_ url: String, _ options: PushOptions, presentation: String?, hasGesture: Bool) async throws {
        guard let navigator, let entry else { throw BridgeError.pageGone }
        var overrides: [String: JSONValue] = [:]
        if let context = options.context {
            guard PathRule.contexts.contains(context) else { throw BridgeError.invalidParams("context is default or modal") }
            overrides["context"] = .string(context)
        }
        if let value = presentation ?? options.presentation {
            guard PathRule.presentations.contains(value) else {
                throw BridgeError.invalidParams("presentation is one of \(PathRule.presentations.sorted().joined(separator: ", "))")
            }
            overrides["presentation"] = .string(value)
        }
        if let title = options.title {
            guard title.count <= ChromeModule.maximumTitleLength else {
                throw BridgeError.invalidParams("a title is at most \(ChromeModule.maximumTitleLength) characters")
            }
            overrides["title"] = .string(title)
        }
        try await navigator.pagePush(url, overrides: overrides, passData: options.passData ?? .null, from: entry, hasGesture: hasGesture)
    }
}
