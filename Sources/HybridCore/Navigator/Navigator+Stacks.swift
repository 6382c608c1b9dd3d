import Foundation
import HybridEngineSupport

extension Navigator {
    func entries(_ stack: NavigatorStack) -> [NavigatorEntry] { stack == .main ? main : modal }

    private func setEntries(_ stack: NavigatorStack, _ entries: [NavigatorEntry]) {
        if stack == .main { main = entries } else { modal = entries }
    }

    func push(_ stack: NavigatorStack, _ proposal: NavigatorProposal, _ properties: [String: JSONValue]) async throws {
        guard entries(stack).count < maximumDepth else { throw NavigatorRefusal.stackFull(maximumDepth) }
        let entry = try await makeEntryStillApplying(proposal, properties)
        guard entries(stack).count < maximumDepth else {
            entry.container?.close()
            throw NavigatorRefusal.stackFull(maximumDepth)
        }
        entry.opener = proposal.from
        setEntries(stack, entries(stack) + [entry])
        opened(entry, proposal)
        logger.notice("push \(proposal.url.absoluteString)\(stack == .modal ? " (modal)" : "")")
        changed()
    }

    func replaceTop(_ stack: NavigatorStack, _ proposal: NavigatorProposal, _ properties: [String: JSONValue]) async throws {
        let entry = try await makeEntryStillApplying(proposal, properties)
        var list = entries(stack)
        entry.opener = list.last?.opener
        let old = list.popLast()
        setEntries(stack, list + [entry])
        opened(entry, proposal)
        old?.container?.close()
        logger.notice("replace with \(proposal.url.absoluteString)")
        changed()
    }

    /// Replaces every page of `stack` with the proposal's, once that page is made:
    /// a lease that fails leaves the stack as it was, never empty.
    func replaceAll(_ stack: NavigatorStack, _ proposal: NavigatorProposal, _ properties: [String: JSONValue]) async throws {
        let entry = try await makeEntryStillApplying(proposal, properties)
        closeAll(stack)
        setEntries(stack, [entry])
        opened(entry, proposal)
        logger.notice("replace every page\(stack == .modal ? " (modal)" : "") with \(proposal.url.absoluteString)")
        changed()
    }

    /// The proposal's page is on a stack: a page of an app started by id is handed to whoever boots
    /// it only now, so a page made and closed unopened (the opening no longer applied, the stack was full)
    /// can never be taken for the page that must confirm the app's new version.
    private func opened(_ entry: NavigatorEntry, _ proposal: NavigatorProposal) {
        if let app = proposal.app, let container = entry.container { appPageMade?(app.id, proposal.url, container) }
    }

    /// Makes the proposal's page. Making it awaits: when what it was opened for no longer
    /// holds once it is made, it is closed and the opening fails whole.
    private func makeEntryStillApplying(_ proposal: NavigatorProposal, _ properties: [String: JSONValue]) async throws -> NavigatorEntry {
        let (cleared, top) = (stacksCleared, modal.last ?? main.last)
        let entry = try await makeEntry(proposal, properties)
        do { try checkStillApplies(proposal, cleared: cleared, top: top) } catch {
            entry.container?.close()
            throw error
        }
        return entry
    }

    /// A page's proposal applies only while the page that asked is on top and
    /// no stack was cleared meanwhile (the modal's Done, a `clear_all`). When the
    /// route itself closed the asker's stack, the top it left (`top`) must be unchanged.
    private func checkStillApplies(_ proposal: NavigatorProposal, cleared: Int, top: NavigatorEntry?) throws {
        guard stacksCleared == cleared else { throw NavigatorRefusal.stacksChanged }
        if proposal.askerLeftByRoute {
            guard (modal.last ?? main.last) === top else { throw NavigatorRefusal.stacksChanged }
        } else if let asker = proposal.from, !isOnTop(asker) {
            throw NavigatorRefusal.stacksChanged
        }
    }

    /// Closes the top page of `stack` (the root of the main stack stays) and
    /// tells the page now on top `navigator.resume` with `result`: a page's result
    /// (`sentByPage`) only when that page opened the one closing, the app's always.
    func pop(_ stack: NavigatorStack, result: JSONValue, sentByPage: Bool = false) async throws {
        try Self.checkSize(result, "a pop's result")
        var list = entries(stack)
        guard list.count > (stack == .main ? 1 : 0), let top = list.popLast() else { throw NavigatorRefusal.nothingToPop }
        setEntries(stack, list)
        logger.notice("pop \(top.url.absoluteString)")
        // Off the stack it is no longer shown, even while the page below is brought back,
        // and it closes whether or not that page could be.
        top.container?.isVisible = false
        defer { Self.closeAfterReveal([top]) }
        // A result is handed only to the page that opened the one closing.
        try await reveal(result: !sentByPage || top.opener === (modal.last ?? main.last) ? result : .null)
    }

    func popTo(_ stack: NavigatorStack, index: Int, result: JSONValue) async throws {
        let list = entries(stack)
        guard list.indices.contains(index) else { throw NavigatorRefusal.noMatch("index \(index)") }
        guard index < list.count - 1 else { return }
        setEntries(stack, Array(list[...index]))
        logger.notice("pop to \(list[index].url.absoluteString)")
        let leaving = Array(list[(index + 1)...])
        for entry in leaving { entry.container?.isVisible = false }
        defer { Self.closeAfterReveal(leaving) }
        try await reveal(result: result)
    }

    /// Pages taken off a stack close once the page below is shown: tearing a web
    /// view down takes time the person going back should not wait for. Off the
    /// stack they are no longer on top, so they can no longer navigate.
    static func closeAfterReveal(_ entries: [NavigatorEntry]) {
        let containers = entries.compactMap(\.container)
        for container in containers { container.isVisible = false }
        Task { for container in containers { container.close() } }
    }

    func closeAll(_ stack: NavigatorStack) {
        for entry in entries(stack) { entry.container?.close() }
        setEntries(stack, [])
        stacksCleared += 1
    }

    func closeModalStack() {
        guard !modal.isEmpty else { return }
        logger.notice("dismiss the modal stack")
        closeAll(.modal)
    }

    /// Shows the stacks as they are now, and reloads the page on top (not awaited, as a push's load is not).
    func reloadTop() async throws {
        changed()
        guard let container = topContainer else { return }
        Task { [logger] in
            do { try await container.reload() } catch { logger.notice("the reload after a route failed: \(error)") }
        }
    }

    func revealAfterDismiss() async throws { try await reveal(result: .null) }

    /// Shows the page now on top (brought back first if it was discarded) and hands it `result`.
    private func reveal(result: JSONValue) async throws {
        guard let top = modal.last ?? main.last else { return changed() }
        if top.container == nil { try await restore(top) }
        changed()
        // The event goes out as the page comes back; a pop does not wait for the page to take it.
        Task { [module = top.module] in try? await module?.resume(result) }
    }
}
