import Foundation
import HybridCore
import HybridVocabulary

/// One expectation's outcome, as the run prints it and `--junit` writes it.
struct RunVerdict: Equatable {
    var name: String
    var passed: Bool
    /// Why it failed, in words; empty when it passed.
    var message: String

    /// Checks every expectation against what the run saw and what the page shows now.
    @MainActor
    static func check(_ expectations: [MockExpectation], ledger: RunRecord, page: WebContainer?) async -> [RunVerdict] {
        var verdicts: [RunVerdict] = []
        for expectation in expectations {
            let failure = await failure(of: expectation, ledger: ledger, page: page)
            verdicts.append(RunVerdict(name: expectation.name, passed: failure == nil, message: failure ?? ""))
        }
        return verdicts
    }

    @MainActor
    private static func failure(of expectation: MockExpectation, ledger: RunRecord, page: WebContainer?) async -> String? {
        switch expectation {
        case .called(let handler, let params):
            let calls = ledger.calls.filter { $0.name == handler }
            guard !calls.isEmpty else { return "the page never called \(handler)" }
            guard let params else { return nil }
            let matched = calls.contains { MockExpectation.matches((try? $0.params.decode(JSONValue.self)) ?? .null, params) }
            return matched ? nil : "\(handler) was called \(calls.count) time(s), never with params holding \(params.jsonText)"
        case .text(let selector, let expected, let exact):
            guard let page, !page.isClosed else { return "the page was gone when its text was read" }
            let found = try? await page.engineView.callAsyncJavaScript(
                "const e = document.querySelector(selector); return e ? e.textContent.trim() : null;",
                arguments: ["selector": .string(selector)], in: .hybrid)
            guard case .string(let text)? = found else { return "no element matches \(selector)" }
            let ok = exact ? text == expected : text.contains(expected)
            return ok ? nil : "\(selector) shows \"\(text.prefix(200))\""
        case .console(let text):
            return ledger.consoleLines.contains { $0.contains(text) } ? nil : "no console line holds \"\(text)\""
        case .noPageError:
            return ledger.pageErrors.first.map { "the page threw: \($0)" }
        case .notBlank:
            guard let page, !page.isClosed else { return "the page was gone when it was looked at" }
            let verdict = await page.probeBlankPage()
            return verdict.isBlank ? "the page shows nothing (\(verdict.rawValue))" : nil
        }
    }
}
