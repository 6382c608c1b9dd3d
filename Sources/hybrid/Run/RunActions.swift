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
            let problem = await perform(action.kind, on: page)
            output.step("action", problem.map { "\(action.summary): \($0)" } ?? action.summary,
                        ["action": .string(action.summary), "ok": .bool(problem == nil), "problem": problem.map { JSONValue.string($0) } ?? .null])
        }
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
            case .wait(let selector, let timeout):
                let wait = await PageQueries(page).waitUntilDrawn(selector: selector, cap: timeout)
                if !wait.drawn { return "\(selector) did not appear within \(Int(timeout.milliseconds)) ms" }
            }
            return nil
        } catch {
            return "the page went away"
        }
    }
}
