import Foundation
import HybridVocabulary

extension Navigator {
    func entries(_ stack: NavigatorStack) -> [NavigatorEntry] { stack == .main ? main : modal }

    /// Carries out what ``NavigatorState/steps(for:context:presentation:)`` decided, in order.
    func apply(_ steps: [NavigatorState.Step], _ proposal: NavigatorProposal, _ properties: [String: JSONValue]) async throws {
        var proposal = proposal
        for step in steps {
            switch step {
            case .push(let stack): try await push(stack, proposal, properties)
            case .replaceTop(let stack): try await replaceTop(stack, proposal, properties)
            case .replaceAll(let stack): try await replaceAll(stack, proposal, properties)
            case .pop(let stack): try await pop(stack, result: .null)
            case .popTo(let stack, let index): try await popTo(stack, index: index, result: .null)
            case .reloadTop: try await reloadTop()
            case .show: changed()
            case .dismissModal:
                proposal.noteLeaving(modal)
                closeModalStack()
            }
        }
    }

    func push(_ stack: NavigatorStack, _ proposal: NavigatorProposal, _ properties: [String: JSONValue]) async throws {
        guard state.pages(stack).count < maximumDepth else { throw NavigatorRefusal.stackFull(maximumDepth) }
        let entry = try await makeEntryStillApplying(proposal, properties)
        entry.opener = proposal.from
        do { try change({ try $0.push(entry.page, on: stack, maximumDepth: maximumDepth) }, adding: entry) } catch {
            entry.container?.close()
            throw error
        }
        opened(entry, proposal)
        logger.notice("push \(proposal.url.absoluteString)\(stack == .modal ? " (modal)" : "")")
        changed()
    }

    func replaceTop(_ stack: NavigatorStack, _ proposal: NavigatorProposal, _ properties: [String: JSONValue]) async throws {
        let entry = try await makeEntryStillApplying(proposal, properties)
        entry.opener = entries(stack).last?.opener
        let old = entries(stack).last
        change({ _ = $0.replaceTop(of: stack, with: entry.page) }, adding: entry)
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
        change({ _ = $0.replaceAll(of: stack, with: entry.page) }, adding: entry)
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
        let (cleared, top) = (stacksCleared, state.top?.id)
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
    private func checkStillApplies(_ proposal: NavigatorProposal, cleared: Int, top: Int?) throws {
        guard stacksCleared == cleared else { throw NavigatorRefusal.stacksChanged }
        if proposal.askerLeftByRoute {
            guard state.top?.id == top else { throw NavigatorRefusal.stacksChanged }
        } else if let asker = proposal.from, !isOnTop(asker) {
            throw NavigatorRefusal.stacksChanged
        }
    }

    /// Closes the top page of `stack` (the root of the main stack stays) and
    /// tells the page now on top `navigator.resume` with `result`: a page's result
    /// (`sentByPage`) only when that page opened the one closing, the app's always.
    func pop(_ stack: NavigatorStack, result: JSONValue, sentByPage: Bool = false) async throws {
        try Self.checkSize(result, "a pop's result")
        guard let top = entries(stack).last else { throw NavigatorRefusal.nothingToPop }
        try change { _ = try $0.pop(stack) }
        logger.notice("pop \(top.url.absoluteString)")
        // Off the stack it is no longer shown, even while the page below is brought back,
        // and it closes whether or not that page could be.
        top.container?.isVisible = false
        defer { Self.closeAfterReveal([top]) }
        // A result is handed only to the page that opened the one closing.
        try await reveal(result: !sentByPage || top.opener === topEntry ? result : .null)
    }

    func popTo(_ stack: NavigatorStack, index: Int, result: JSONValue) async throws {
        let list = entries(stack)
        guard list.indices.contains(index) else { throw NavigatorRefusal.noMatch("index \(index)") }
        guard index < list.count - 1 else { return }
        try change { _ = try $0.popTo(stack, index: index) }
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
        let closing = entries(stack)
        change { _ = $0.clear(stack) }
        for entry in closing { entry.container?.close() }
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
        guard let top = topEntry else { return changed() }
        if top.container == nil { try await restore(top) }
        changed()
        // The event goes out as the page comes back; a pop does not wait for the page to take it.
        Task { [module = top.module] in try? await module?.resume(result) }
    }
}
