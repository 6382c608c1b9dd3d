import Foundation
@testable import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// A page looping on `alert()` reaches the app a few times, then the app's
/// flood decision holds until the main frame loads another document.
@MainActor
struct ScriptDialogFloodTests {
    private static func page(_ delegate: RecordingDialogDelegate) async throws -> ScriptedPage {
        let page = try await ScriptedPage(url: URL(string: "https://app.example/")!)
        page.container.delegate = delegate
        return page
    }

    @Test func dialogFlood_isSuppressedByDefault_afterTheLimit() async throws {
        let delegate = RecordingDialogDelegate()
        let page = try await Self.page(delegate)
        for _ in 0..<50 { await page.alert("again") }
        #expect(delegate.dialogs.count == 3, "the default limit lets 3 dialogs through in 10 s")
        #expect(delegate.floods.map(\.count) == [4])
        #expect(delegate.floods.map(\.sender) == [.mainFrame(origin: "https://app.example")])
        #expect(page.container.areScriptDialogsSuppressed)
        #expect(page.container.suppressedScriptDialogCount == 47, "every dialog is closed, suppressed ones as dismissed")
    }

    @Test func appThatAllowsTheFlood_isAskedAgainAfterAnotherOne() async throws {
        let delegate = RecordingDialogDelegate()
        delegate.allowsFlood = true
        let page = try await Self.page(delegate)
        page.container.configuration.dialogFloodLimit = 2
        page.container.configuration.dialogFloodWindow = .seconds(60)
        for _ in 0..<7 { await page.alert("again") }
        #expect(delegate.dialogs.count == 7)
        #expect(delegate.floods.map(\.count) == [3, 3], "after an allowed flood the count starts afresh")
        #expect(!page.container.areScriptDialogsSuppressed)
    }

    @Test func suppression_endsWhenTheMainFrameCommitsAnotherDocument() async throws {
        let delegate = RecordingDialogDelegate()
        let page = try await Self.page(delegate)
        page.container.suppressScriptDialogs()
        #expect(await !page.confirm("sure?"), "a suppressed confirm is cancelled")
        #expect(delegate.dialogs.count == 0)
        await page.navigate(to: URL(string: "https://app.example/next")!)
        try await page.commitLoad()
        #expect(!page.container.areScriptDialogsSuppressed)
        #expect(await page.confirm("sure?"))
        #expect(delegate.dialogs.count == 1)
    }

    @Test func aLimitBelowOne_orAnEmptyWindow_stillLetsTheFirstDialogThrough() {
        var gate = ScriptDialogGate()
        let start = ContinuousClock.now
        #expect(gate.admit(at: start, limit: 0, within: .zero) == .deliver)
        #expect(gate.admit(at: start + .milliseconds(10), limit: -5, within: .zero) == .flood(count: 2), "an empty window counts as 1 s")
    }

    @Test func dialogsSpreadOverTime_neverCountAsAFlood() {
        var gate = ScriptDialogGate()
        let start = ContinuousClock.now
        for step in 0..<20 {
            #expect(gate.admit(at: start + .seconds(6 * step), limit: 2, within: .seconds(10)) == .deliver, "dialog \(step)")
        }
        #expect(gate.admit(at: start + .seconds(115), limit: 2, within: .seconds(10)) == .flood(count: 3))
    }
}
