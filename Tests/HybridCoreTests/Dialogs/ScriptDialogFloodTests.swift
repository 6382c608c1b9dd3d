@testable import HybridCore
import HybridTesting
import XCTest

/// A page looping on `alert()` reaches the app a few times, then the app's
/// flood decision holds until the main frame loads another document.
final class ScriptDialogFloodTests: XCTestCase {
    private static let alert = ScriptDialog(kind: .alert, message: "again")

    func test_dialogFlood_isSuppressedByDefault_afterTheLimit() async throws {
        try await onMain {
            let view = FakeWebEngineView()
            let container = WebContainer(view: view)
            let delegate = RecordingDialogDelegate()
            container.delegate = delegate
            var results: [ScriptDialog.Result] = []
            for _ in 0..<50 { results.append(await view.showDialog(Self.alert)) }
            XCTAssertEqual(delegate.dialogs.count, 3, "the default limit lets 3 dialogs through in 10 s")
            XCTAssertEqual(delegate.floods.map(\.count), [4])
            XCTAssertTrue(container.areScriptDialogsSuppressed)
            XCTAssertEqual(container.suppressedScriptDialogCount, 47)
            XCTAssertEqual(results.count, 50, "every dialog is closed, suppressed ones as dismissed")
        }
    }

    func test_appThatAllowsTheFlood_isAskedAgainAfterAnotherOne() async throws {
        try await onMain {
            let view = FakeWebEngineView()
            let container = WebContainer(view: view)
            let delegate = RecordingDialogDelegate()
            delegate.floodDecision = .allow
            container.delegate = delegate
            container.dialogFloodLimit = ScriptDialog.FloodLimit(dialogs: 2, within: .seconds(60))
            for _ in 0..<7 { _ = await view.showDialog(Self.alert) }
            XCTAssertEqual(delegate.dialogs.count, 7)
            XCTAssertEqual(delegate.floods.map(\.count), [3, 3], "after an allowed flood the count starts afresh")
            XCTAssertFalse(container.areScriptDialogsSuppressed)
        }
    }

    func test_suppression_endsWhenTheMainFrameCommitsAnotherDocument() async throws {
        try await onMain {
            let view = FakeWebEngineView()
            let container = WebContainer(view: view)
            let delegate = RecordingDialogDelegate()
            container.delegate = delegate
            container.suppressScriptDialogs()
            let suppressed = await view.showDialog(ScriptDialog(kind: .confirm, message: "sure?"))
            XCTAssertEqual(suppressed, .cancelled)
            XCTAssertEqual(delegate.dialogs.count, 0)
            view.report(.committed(URL(string: "https://next.example/")!))
            XCTAssertFalse(container.areScriptDialogsSuppressed)
            let shown = await view.showDialog(Self.alert)
            XCTAssertEqual(shown, .confirmed)
            XCTAssertEqual(delegate.dialogs.count, 1)
        }
    }

    func test_dialogsSpreadOverTime_neverCountAsAFlood() {
        var gate = ScriptDialogGate()
        let limit = ScriptDialog.FloodLimit(dialogs: 2, within: .seconds(10))
        let start = ContinuousClock.now
        for step in 0..<20 {
            XCTAssertEqual(gate.admit(at: start + .seconds(6 * step), limit: limit), .deliver, "dialog \(step)")
        }
        XCTAssertEqual(gate.admit(at: start + .seconds(115), limit: limit), .flood(count: 3))
    }
}
