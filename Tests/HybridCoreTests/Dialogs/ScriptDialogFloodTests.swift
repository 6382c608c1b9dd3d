import Foundation
@testable import HybridCore
import HybridTesting
import Testing
import HybridEngineSupport

/// A page looping on `alert()` reaches the app a few times, then the app's
/// flood decision holds until the main frame loads another document.
@MainActor
struct ScriptDialogFloodTests {
    private static let alert = ScriptDialog(kind: .alert, message: "again")

    @Test func dialogFlood_isSuppressedByDefault_afterTheLimit() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let delegate = RecordingDialogDelegate()
        container.delegate = delegate
        var results: [ScriptDialog.Result] = []
        for _ in 0..<50 { results.append(await view.showDialog(Self.alert)) }
        #expect(delegate.dialogs.count == 3, "the default limit lets 3 dialogs through in 10 s")
        #expect(delegate.floods.map(\.count) == [4])
        #expect(container.areScriptDialogsSuppressed)
        #expect(container.suppressedScriptDialogCount == 47)
        #expect(results.count == 50, "every dialog is closed, suppressed ones as dismissed")
    }

    @Test func appThatAllowsTheFlood_isAskedAgainAfterAnotherOne() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let delegate = RecordingDialogDelegate()
        delegate.floodDecision = .allow
        container.delegate = delegate
        container.configuration.dialogFloodLimit = ScriptDialog.FloodLimit(dialogs: 2, within: .seconds(60))
        for _ in 0..<7 { _ = await view.showDialog(Self.alert) }
        #expect(delegate.dialogs.count == 7)
        #expect(delegate.floods.map(\.count) == [3, 3], "after an allowed flood the count starts afresh")
        #expect(!container.areScriptDialogsSuppressed)
    }

    @Test func suppression_endsWhenTheMainFrameCommitsAnotherDocument() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let delegate = RecordingDialogDelegate()
        container.delegate = delegate
        container.suppressScriptDialogs()
        let suppressed = await view.showDialog(ScriptDialog(kind: .confirm, message: "sure?"))
        #expect(suppressed == .cancelled)
        #expect(delegate.dialogs.count == 0)
        view.report(.committed(URL(string: "https://next.example/")!))
        #expect(!container.areScriptDialogsSuppressed)
        let shown = await view.showDialog(Self.alert)
        #expect(shown == .confirmed)
        #expect(delegate.dialogs.count == 1)
    }

    @Test func dialogsSpreadOverTime_neverCountAsAFlood() {
        var gate = ScriptDialogGate()
        let limit = ScriptDialog.FloodLimit(dialogs: 2, within: .seconds(10))
        let start = ContinuousClock.now
        for step in 0..<20 {
            #expect(gate.admit(at: start + .seconds(6 * step), limit: limit) == .deliver, "dialog \(step)")
        }
        #expect(gate.admit(at: start + .seconds(115), limit: limit) == .flood(count: 3))
    }
}
