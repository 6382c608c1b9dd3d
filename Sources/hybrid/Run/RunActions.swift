import HybridCore
import HybridVocabulary
import HybridWebKitGTK

/// Does a mock file's actions to the page on top, in order, as real input
/// events through the engine, so the page's user-gesture rules apply; prints each.
@MainActor
enum RunActions {
    static func perform(_ actions: [MockAction], on stage: RunStage, output: RunOutput) async {
        for action in actions {
            try? await Task.sleep(for: action.after)
            guard let page = stage.top(), !page.isClosed, !stage.isClosed() else { return }
            let problem: String?
            if case .wait(let selector, let timeout) = action.kind {
                problem = await wait(for: selector, within: timeout, on: stage)
            } else {
                problem = await perform(action.kind, on: page)
            }
            output.step("action", problem.map { "\(action.summary): \($0)" } ?? action.summary,
                        ["action": .string(action.summary), "ok": .bool(problem == nil), "problem": problem.map { JSONValue.string($0) } ?? .null])
        }
    }

    /// Waits until `selector` is drawn in the page on top, whichever page that is as the wait goes on:
    /// a tap's push lands a moment after the tap, and the wait follows it there.
    private static func wait(for selector: String, within timeout: Duration, on stage: RunStage) async -> String? {
        let deadline = ContinuousClock.now + timeout
        repeat {
            guard let page = stage.top(), !page.isClosed, !stage.isClosed() else { return "the page went away" }
            let slice = min(.milliseconds(1500), max(.zero, deadline - .now))
            if await PageQueries(page).waitUntilDrawn(selector: selector, cap: slice).drawn { return nil }
            try? await Task.sleep(for: .milliseconds(50))  // a page not ready yet answers at once
        } while ContinuousClock.now < deadline
        return "\(selector) did not appear within \(Int(timeout.milliseconds)) ms"
    }

    /// Does one action; what went wrong, in words, or `nil`.
    private static func perform(_ kind: MockAction.Kind, on page: WebContainer) async -> String? {
        guard let view = page.engineView as? GTKWebView else { return "this engine takes no input events" }
        do {
            switch kind {
            case .tap(let selector):
                guard let point = await PageQueries(page).locate(selector) else { return "no element matches \(selector)" }
                try view.simulateClick(x: point.x, y: point.y)
            case .type(let text, let selector):
                guard let point = await PageQueries(page).locate(selector) else { return "no element matches \(selector)" }
                try view.simulateClick(x: point.x, y: point.y)
                try view.simulateTyping(text)
                // Key events reach the page on its own schedule: two frames later the last one has landed.
                _ = await PageQueries(page).waitUntilDrawn(selector: selector, cap: .seconds(1))
            case .scroll(let selector, let pixels):
                guard let point = await PageQueries(page).locate(selector) else { return "no element matches \(selector)" }
                try view.simulateScroll(x: point.x, y: point.y, pixels: pixels)
            case .wait:
                return nil  // waited for on the page on top, above
            }
            return nil
        } catch {
            return "the page went away"
        }
    }
}
