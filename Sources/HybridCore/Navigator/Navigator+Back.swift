import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridVocabulary

extension Navigator {
    /// Closes the page on top (of the modal stack when one is presented) and
    /// tells the page below `navigator.resume` with `result`. The root page stays.
    public func pop(result: JSONValue = .null) async throws {
        try await pop(state.stackOnTop, result: result)
    }

    /// Goes back to `container`'s page on the stack on top, closing every page above it,
    /// discarded ones included: what a shell asks when a person went back several pages.
    public func popTo(_ container: WebContainer) async throws {
        let stack: NavigatorStack = state.stackOnTop
        guard let index = entries(stack).firstIndex(where: { $0.container === container }) else {
            throw NavigatorRefusal.noMatch("that page")
        }
        try await popTo(stack, index: index, result: .null)
    }

    /// Goes back to the page at `index` of the stack on top (0 is its root; pages discarded under memory pressure count).
    public func popTo(index: Int) async throws {
        try await popTo(state.stackOnTop, index: index, result: .null)
    }

    /// Goes back to the nearest page below the top whose URL matches the regular expression `pattern`,
    /// which is the app's: a page's `hybrid.navigator.popTo('text')` matches literal text instead.
    public func popTo(matching pattern: String) async throws {
        let stack: NavigatorStack = state.stackOnTop
        let list = entries(stack)
        let expression: PathPattern
        do { expression = try PathPattern(pattern, rule: "popTo") } catch { throw NavigatorRefusal.noMatch("the pattern \(pattern.prefix(100))") }
        guard let index = list.dropLast().lastIndex(where: { expression.matches($0.currentURL.absoluteString) }) else {
            throw NavigatorRefusal.noMatch(String(pattern.prefix(100)))
        }
        try await popTo(stack, index: index, result: .null)
    }

    /// Closes every page presented modally; the main stack's top shows again.
    public func dismissModal() async throws {
        guard !modal.isEmpty else { return }
        closeModalStack()
        try await revealAfterDismiss()
    }

    /// Tells the page on top `navigator.resume` with `result`: what a native
    /// screen a rule opened hands back when it closes, as a popped page does.
    public func resume(with result: JSONValue) async {
        guard let top = topEntry else { return }
        try? await top.module?.resume(result)
    }

    /// Renders `url` in a hidden container with its rule's configuration, so a push of it shows at once.
    public func prefetch(_ url: URL) async throws {
        var configuration = pool.containerConfiguration
        if let title = paths.properties(for: url)["title"]?.stringValue { configuration.title = title }
        try await pool.prerender(url, configuration: configuration)
    }

    /// A page's `popTo`: an app's page goes back only over its own app's pages (``checkOwnsWhat(_:touch:)``).
    func pagePopTo(_ target: JSONValue, from entry: NavigatorEntry) async throws {
        let stack = stack(of: entry)
        switch target {
        case .number(let number) where number >= 0 && number == number.rounded() && number < 1_000:
            if entries(stack).indices.contains(Int(number)) { try checkOwnsWhat([.popTo(stack, index: Int(number))], touch: entry) }
            try await popTo(stack, index: Int(number), result: .null)
        case .string(let text):
            // A page's pattern is literal text of the URL: a regular expression from a
            // page could take the main thread for as long as it likes to match.
            guard text.count <= PathPattern.maximumLength else { throw NavigatorRefusal.noMatch("a pattern that long") }
            let list = entries(stack)
            // An app's page names only its own app's pages: a match elsewhere would tell it what URLs it may not see.
            let own = app(of: entry)
            guard let index = list.dropLast().lastIndex(where: { page in
                (own.map { belongs(page, to: $0) } ?? true) && page.currentURL.absoluteString.contains(text)
            }) else {
                throw NavigatorRefusal.noMatch(String(text.prefix(100)))
            }
            try checkOwnsWhat([.popTo(stack, index: index)], touch: entry)
            try await popTo(stack, index: index, result: .null)
        default:
            throw BridgeError.invalidParams("popTo takes a stack index (0 is the root) or a URL pattern")
        }
    }

    /// A page's prerender: only the trusted page a person sees may make the pool load a URL,
    /// which sends the person's cookies (``isShownAsker(_:)``, ``isTrustedAsker(_:)``).
    func pagePrefetch(_ text: String, from entry: NavigatorEntry) async throws {
        guard let container = entry.container else { throw BridgeError.pageGone }
        guard isShownAsker(entry) else { throw NavigatorRefusal.notOnTop }
        guard isTrustedAsker(entry) else { throw NavigatorRefusal.askerNotTrusted("a prerender of \(text.prefix(200))") }
        let url = try Self.checkedURL(text, from: container.url ?? entry.url)
        try checkWalls(opening: url, for: entry)
        guard entry.allowsPush(limit: maximumPushesPerSecond), allowsPagePush() else {
            throw NavigatorRefusal.tooManyPushes(maximumPushesPerSecond)
        }
        // Held to the app's policy as a push of it would be, asked as a question only.
        var action = NavigationAction(request: URLRequest(url: url), kind: .linkActivated,
                                      sourceFrame: Self.mainFrame(of: container), targetFrame: Self.mainFrame(of: container))
        action.isSpeculative = true
        guard await container.permitsProposal(action) else {
            throw NavigatorRefusal.urlRefused(url.absoluteString, "the app's navigation policy refuses it")
        }
        // A page's prerender trusts only its own origins, as a push of it would.
        var configuration = pool.containerConfiguration
        configuration.trustsLoadedOrigins = false
        try await pool.prerender(url, configuration: configuration, forPage: true)
    }
}
