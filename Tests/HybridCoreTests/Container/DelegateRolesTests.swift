import Foundation
import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// The delegate's four roles are separate: each part of the container asks its
/// own role only, an object may answer one role, and `delegate` sets all four.
@MainActor
struct DelegateRolesTests {
    /// Answers the navigation role only: hears loads.
    final class Loads: WebContainer.NavigationDelegate {
        var finished: [URL?] = []
        func containerDidFinishLoading(_ container: WebContainer, url: URL?) { finished.append(url) }
    }

    /// Answers the dialog role only, as a shell that draws dialogs does.
    final class Dialogs: WebContainer.DialogDelegate {
        var shown: [String] = []
        func container(_ container: WebContainer, runScriptDialog dialog: ScriptDialog) async -> ScriptDialog.Result {
            shown.append(dialog.message)
            return .confirmed
        }
    }

    /// Every role in one object.
    final class Everything: WebContainerDelegate {}

    private static let page = URL(string: "https://a.example/")!

    @Test func eachRole_reachesItsOwnDelegate_andNoOther() async {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let loads = Loads(), dialogs = Dialogs()
        container.configuration.navigationDelegate = loads
        container.configuration.dialogDelegate = dialogs
        view.report(.finished(Self.page))
        #expect(await view.showDialog(ScriptDialog(kind: .confirm, message: "sure?")) == .confirmed)
        #expect(loads.finished == [Self.page])
        #expect(dialogs.shown == ["sure?"])
        #expect(container.delegate == nil, "no one object answers every role")
        container.close()
    }

    @Test func aRoleLeftEmpty_getsItsDefault() async {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let loads = Loads()
        container.configuration.navigationDelegate = loads
        #expect(await view.showDialog(ScriptDialog(kind: .confirm, message: "sure?")) == .dismissal(for: .confirm))
        container.close()
    }

    @Test func delegate_setsEveryRole_andReadsBackWhileTheyAreOne() {
        let container = WebContainer(view: FakeWebEngineView())
        let everything = Everything()
        container.delegate = everything
        #expect(container.configuration.navigationDelegate === everything)
        #expect(container.configuration.dialogDelegate === everything)
        #expect(container.configuration.downloadDelegate === everything)
        #expect(container.configuration.recoveryDelegate === everything)
        #expect(container.delegate === everything)
        let dialogs = Dialogs()
        container.configuration.dialogDelegate = dialogs
        #expect(container.delegate == nil)
        container.close()
    }
}
