import Foundation
import HybridVocabulary

/// Which of a navigator's two stacks an operation works on.
enum NavigatorStack: Sendable, Hashable {
    case main, modal
}

/// A navigator's two stacks as plain values: each page by its id and the URL it
/// was last recorded at, root first. Routing is decided here, from these values
/// and a rule's properties only (``steps(for:context:presentation:)``); the
/// ``Navigator`` carries the steps out (making, showing and closing containers)
/// and changes the state with the pure push, pop and replace functions below.
struct NavigatorState: Equatable, Sendable {
    /// One page on a stack, as the state knows it.
    struct Page: Equatable, Sendable {
        let id: Int
        var url: URL
    }

    /// How a route changes the stacks, as a rule's `presentation` names it.
    enum Presentation: String, Sendable, Hashable, CaseIterable {
        /// Push a new URL, replace the current one, pop back to the previous one.
        case `default`
        case push
        /// The top page becomes the URL.
        case replace
        /// The top page goes; the URL is not opened.
        case pop
        /// The top page goes and the one below reloads.
        case refresh
        /// Back to the root, which reloads.
        case clearAll = "clear_all"
        /// The URL becomes the only page.
        case replaceRoot = "replace_root"
        /// Nothing changes.
        case none
    }

    /// One thing a route does, in order. Steps that open the URL make its page first.
    enum Step: Equatable, Sendable {
        case push(NavigatorStack)
        case replaceTop(NavigatorStack)
        case replaceAll(NavigatorStack)
        case pop(NavigatorStack)
        case popTo(NavigatorStack, index: Int)
        /// Every modal page closes.
        case dismissModal
        /// The page on top reloads.
        case reloadTop
        /// The stacks are shown as they are.
        case show

        /// Whether the step only adds a page or shows the stacks, closing, replacing and reloading nothing.
        var onlyAdds: Bool {
            switch self {
            case .push, .show: true
            case .replaceTop, .replaceAll, .pop, .popTo, .dismissModal, .reloadTop: false
            }
        }
    }

    private(set) var main: [Page] = []
    private(set) var modal: [Page] = []

    /// The page a person sees: the top of the modal stack, else of the main one.
    var top: Page? { modal.last ?? main.last }
    /// The modal stack while anything is presented, else the main one.
    var stackOnTop: NavigatorStack { modal.isEmpty ? .main : .modal }
    var all: [Page] { main + modal }

    func pages(_ stack: NavigatorStack) -> [Page] { stack == .main ? main : modal }

    func stack(of id: Int) -> NavigatorStack? {
        if modal.contains(where: { $0.id == id }) { return .modal }
        return main.contains { $0.id == id } ? .main : nil
    }

    func isOnTop(_ id: Int) -> Bool { top?.id == id }

    // MARK: Deciding

    /// What routing `url` does to these stacks, given its rule's `context` and `presentation`.
    func steps(for url: URL, context: String?, presentation: Presentation) -> [Step] {
        if context == "modal" { return modalSteps(for: url, presentation) }
        guard !modal.isEmpty else { return mainSteps(for: url, presentation) }
        switch presentation {
        case .none: return []
        case .pop: return [.dismissModal, .show]
        case .refresh: return [.dismissModal, .reloadTop]
        default: return [.dismissModal] + mainSteps(for: url, presentation)
        }
    }

    private func mainSteps(for url: URL, _ presentation: Presentation) -> [Step] {
        switch presentation {
        case .default where main.last.map { Self.samePage($0.url, url) } == true: [.replaceTop(.main)]
        case .default where main.count >= 2 && Self.samePage(main[main.count - 2].url, url): [.pop(.main)]
        case .default, .push: [.push(.main)]
        case .replace: [main.isEmpty ? .push(.main) : .replaceTop(.main)]
        case .pop: [.pop(.main)]
        case .refresh: [.pop(.main), .reloadTop]
        case .clearAll: [.popTo(.main, index: 0), .reloadTop]
        case .replaceRoot: [.replaceAll(.main)]
        case .none: []
        }
    }

    private func modalSteps(for url: URL, _ presentation: Presentation) -> [Step] {
        switch presentation {
        case .none: []
        case .pop: [.pop(.modal)]
        case .refresh: [.pop(.modal), .reloadTop]
        case .clearAll, .replaceRoot: [.replaceAll(.modal)]
        case .replace where !modal.isEmpty: [.replaceTop(.modal)]
        case .default where modal.last.map { Self.samePage($0.url, url) } == true: [.replaceTop(.modal)]
        case .default, .push, .replace: [.push(.modal)]
        }
    }

    /// The pages `steps` would close, replace or reload, in order, as they would find the stacks:
    /// what a page asking for them must be allowed to touch. Pushes and showing touch nothing.
    func touched(by steps: [Step]) -> [Page] {
        var state = self
        var touched: [Page] = []
        for step in steps {
            switch step {
            case .push, .show: break
            case .replaceTop(let stack): touched += state.pages(stack).suffix(1)
            case .replaceAll(let stack): touched += state.pages(stack); state.set(stack, [])
            case .pop(let stack): if let top = try? state.pop(stack) { touched.append(top) }
            case .popTo(let stack, let index): touched += (try? state.popTo(stack, index: index)) ?? []
            case .dismissModal: touched += state.clear(.modal)
            case .reloadTop: touched += state.top.map { [$0] } ?? []
            }
        }
        return touched
    }

    /// Hidden pages to discard so that at most `maximumLive` pages keep a web view (`live`
    /// says which have one now), never `shown`, the page a person sees. Deepest first: the
    /// page furthest below its stack's top goes first; at equal depth, the earlier state's
    /// in `states` (the app passes hidden tabs first, so the page under the shown one goes last).
    static func discardable(in states: [NavigatorState], shown: Int?, maximumLive: Int, live: (Page) -> Bool) -> [Page] {
        let livePages = states.flatMap(\.all).filter(live)
        guard livePages.count > maximumLive else { return [] }
        let ranked = states.flatMap { state in
            [state.main, state.modal].flatMap { stack in stack.enumerated().map { (page: $0.element, below: stack.count - 1 - $0.offset) } }
        }
        .enumerated().filter { $0.element.page.id != shown && live($0.element.page) }
        .sorted { ($0.element.below, $1.offset) > ($1.element.below, $0.offset) }
        return ranked.prefix(livePages.count - maximumLive).map(\.element.page)
    }

    // MARK: Changing

    /// Records where a page is now (it may have navigated in place).
    mutating func record(_ url: URL, for id: Int) {
        if let index = main.firstIndex(where: { $0.id == id }) { main[index].url = url }
        if let index = modal.firstIndex(where: { $0.id == id }) { modal[index].url = url }
    }

    mutating func push(_ page: Page, on stack: NavigatorStack, maximumDepth: Int) throws {
        guard pages(stack).count < maximumDepth else { throw NavigatorRefusal.stackFull(maximumDepth) }
        set(stack, pages(stack) + [page])
    }

    /// Puts `page` in place of the top of `stack` (pushes it on an empty one); returns the page replaced.
    mutating func replaceTop(of stack: NavigatorStack, with page: Page) -> Page? {
        var list = pages(stack)
        let old = list.popLast()
        set(stack, list + [page])
        return old
    }

    /// Makes `page` the only page of `stack`; returns those it replaced.
    mutating func replaceAll(of stack: NavigatorStack, with page: Page) -> [Page] {
        let old = pages(stack)
        set(stack, [page])
        return old
    }

    /// Takes the top page off `stack`: the main stack's root stays.
    mutating func pop(_ stack: NavigatorStack) throws -> Page {
        var list = pages(stack)
        guard list.count > (stack == .main ? 1 : 0), let top = list.popLast() else { throw NavigatorRefusal.nothingToPop }
        set(stack, list)
        return top
    }

    /// Keeps the pages of `stack` up to `index`; returns those above it, bottom first.
    mutating func popTo(_ stack: NavigatorStack, index: Int) throws -> [Page] {
        let list = pages(stack)
        guard list.indices.contains(index) else { throw NavigatorRefusal.noMatch("index \(index)") }
        set(stack, Array(list[...index]))
        return Array(list[(index + 1)...])
    }

    /// Takes every page `leaves` names off both stacks, the main stack's root aside; returns them.
    mutating func remove(where leaves: (Page) -> Bool) -> [Page] {
        let root = main.first?.id
        let removed = all.filter { $0.id != root && leaves($0) }
        let ids = Set(removed.map(\.id))
        main.removeAll { ids.contains($0.id) }
        modal.removeAll { ids.contains($0.id) }
        return removed
    }

    /// Empties `stack`; returns what it held.
    mutating func clear(_ stack: NavigatorStack) -> [Page] {
        let old = pages(stack)
        set(stack, [])
        return old
    }

    private mutating func set(_ stack: NavigatorStack, _ pages: [Page]) {
        if stack == .main { main = pages } else { modal = pages }
    }

    /// The same document: equal but for the fragment.
    static func samePage(_ a: URL, _ b: URL) -> Bool {
        PrerenderedPage.key(a) != nil && PrerenderedPage.key(a) == PrerenderedPage.key(b)
    }
}
