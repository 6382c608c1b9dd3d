import Foundation
import HybridCore
import HybridVocabulary
import HybridModules
import HybridTesting
import Testing

/// `hybrid.ui` against a fake shell: what reaches the presenter, what is refused.
@MainActor
struct UIModuleTests {
    @Test func toast_reachesThePresenter_withItsDuration() async throws {
        let page = try await ModulePage.open()
        try await page.page.call("ui.toast", ["text": "Saved", "duration": 1500])
        try await page.page.call("ui.toast", ["text": "Default"])
        #expect(page.presenter.toasts.map(\.text) == ["Saved", "Default"])
        #expect(page.presenter.toasts.map(\.duration) == [.milliseconds(1500), .milliseconds(2000)])
    }

    nonisolated static let badToasts: [JSONValue] = [
        ["text": ""], ["text": .string(String(repeating: "x", count: 501))], ["text": "hi", "duration": 100],
        ["text": "hi", "duration": 60_000], ["duration": 1000],
    ]

    @Test(arguments: badToasts)
    func toast_refusesBadInput_beforeDrawing(_ params: JSONValue) async throws {
        let page = try await ModulePage.open()
        #expect(await page.page.failure("ui.toast", params)?.code == "invalid_params")
        #expect(page.presenter.toasts.isEmpty)
    }

    @Test func loading_showsAndHides() async throws {
        let page = try await ModulePage.open()
        try await page.page.call("ui.loading", ["visible": true, "title": "Paying…"])
        try await page.page.call("ui.loading", ["visible": false])
        #expect(page.presenter.loading.map(\.visible) == [true, false])
        #expect(page.presenter.loading.first?.title == "Paying…")
    }

    @Test(arguments: [2, nil] as [Int?])
    func actionSheet_returnsTheChoice_orCancelled(_ choice: Int?) async throws {
        let page = try await ModulePage.open()
        page.presenter.choice = choice
        let answer = try await page.page.call("ui.actionSheet", ["title": "Pay with", "options": ["Card", "Wallet", "Cash"]])
        #expect(answer == ["cancelled": .bool(choice == nil), "index": choice.map { .number(Double($0)) } ?? .null])
        #expect(page.presenter.sheets == [ActionSheet(title: "Pay with", options: ["Card", "Wallet", "Cash"])])
    }

    @Test func actionSheet_answerOutsideTheOptions_isCancelled() async throws {
        let page = try await ModulePage.open()
        page.presenter.choice = 7
        #expect(try await page.page.call("ui.actionSheet", ["options": ["One"]]) == ["cancelled": true, "index": .null])
    }

    nonisolated static let badSheets: [JSONValue] = {
        let long: JSONValue = .string(String(repeating: "x", count: 65))
        let longTitle: JSONValue = .string(String(repeating: "t", count: 201))
        let many: JSONValue = .array(Array(repeating: "x", count: 13))
        let sheets: [JSONValue] = [["options": []], ["options": many], ["options": [""]], ["options": .array([long])],
                                   ["title": longTitle, "options": ["a"]], ["options": "Card"]]
        return sheets
    }()

    @Test(arguments: badSheets)
    func actionSheet_refusesBadInput(_ params: JSONValue) async throws {
        let page = try await ModulePage.open()
        #expect(await page.page.failure("ui.actionSheet", params)?.code == "invalid_params")
        #expect(page.presenter.sheets.isEmpty)
    }

    @Test func secondActionSheet_whileOneIsOpen_isBusy() async throws {
        let page = try await ModulePage.open()
        page.presenter.holdsSheet = true
        let first = Task { try await page.page.call("ui.actionSheet", ["options": ["A"]]) }
        while page.presenter.sheets.isEmpty { await Task.yield() }
        #expect(await page.page.failure("ui.actionSheet", ["options": ["B"]])?.code == "sheet_busy")
        page.presenter.release()
        #expect(try await first.value == ["cancelled": false, "index": 0])
    }

    @Test func anOpenSheet_goesWithItsPage_whenThePageIsHidden_andAnswersCancelled() async throws {
        let page = try await ModulePage.open()
        page.presenter.holdsSheet = true
        let open = Task { try await page.page.call("ui.actionSheet", ["title": "Pay with", "options": ["A"]]) }
        while page.presenter.sheets.isEmpty { await Task.yield() }
        page.page.container.isVisible = false
        #expect(page.presenter.dismissedSheets == 1, "the hidden page's sheet stayed over the page in front")
        #expect(try await open.value == ["cancelled": true, "index": nil], "a choice reached a page that left")
    }

    @Test func aHiddenPage_isRefusedEveryDrawingMethod_andThePresenterSeesNothing() async throws {
        let page = try await ModulePage.open()
        page.page.container.isVisible = false
        for (name, params) in [("ui.toast", ["text": "hi"]), ("ui.loading", ["visible": true]), ("ui.actionSheet", ["options": ["A"]]),
                               ("share.share", ["text": "t"]), ("clipboard.write", ["text": "IBAN"]), ("haptics.impact", ["style": "light"]),
                               ("media.chooseImage", [:])] as [(String, JSONValue)] {
            #expect(await page.page.failure(name, params)?.code == "page_not_visible", "\(name)")
        }
        #expect(page.presenter.toasts.isEmpty && page.presenter.loading.isEmpty && page.presenter.sheets.isEmpty)
        #expect(page.presenter.shared.isEmpty && page.presenter.clipboard == nil && page.presenter.haptics.isEmpty)
    }

    @Test(arguments: ["ui.toast", "ui.loading", "ui.actionSheet"])
    func withoutAShell_everyMethodIsUnavailable_atOnce(_ name: String) async throws {
        let page = try await ModulePage.open(withPresenter: false)
        let params: JSONValue = ["text": "hi", "visible": true, "options": ["A"]]
        let error = await page.page.failure(name, params)
        #expect(error?.code == "unavailable")
        #expect(error?.message.hasPrefix("This container cannot") == true)
    }

    /// Who put the spinner up is the presenter's to know: pages of one window take down only their own,
    /// and a page of another window touches nothing here.
    @Test func aSpinner_isTakenDownOnlyByThePageThatPutItUp_andEachPresenterKeepsItsOwn() async throws {
        let window = FakePresenter(), other = FakePresenter()
        let below = try await ModulePage.open(presenter: window)
        let front = try await ModulePage.open(presenter: window)
        let elsewhere = try await ModulePage.open(presenter: other)
        try await below.page.call("ui.loading", ["visible": true])
        try await front.page.call("ui.loading", ["visible": true])
        try await elsewhere.page.call("ui.loading", ["visible": true])
        try await below.page.call("ui.loading", ["visible": false])
        below.page.container.isVisible = false
        #expect(window.loading.map(\.visible) == [true, true], "a page took down the spinner another page put up")
        elsewhere.page.container.isVisible = false
        #expect(other.loading.map(\.visible) == [true, false])
        #expect(window.loading.map(\.visible) == [true, true], "another window's page took this window's spinner down")
        front.page.container.isVisible = false
        #expect(window.loading.map(\.visible) == [true, true, false])
        #expect(window.spinnerOwner == nil && other.spinnerOwner == nil)
    }

    @Test func anOpenSheet_goesOnlyWithItsOwnPage_andOnlyFromItsOwnPresenter() async throws {
        let window = FakePresenter(), other = FakePresenter()
        let asker = try await ModulePage.open(presenter: window)
        let neighbour = try await ModulePage.open(presenter: window)
        let elsewhere = try await ModulePage.open(presenter: other)
        window.holdsSheet = true
        let open = Task { try await asker.page.call("ui.actionSheet", ["options": ["A"]]) }
        try await eventually("the sheet shown") { !window.sheets.isEmpty }
        neighbour.page.container.isVisible = false
        elsewhere.page.container.isVisible = false
        #expect(window.dismissedSheets == 0, "a page that did not ask took the sheet down")
        asker.page.container.isVisible = false
        #expect(window.dismissedSheets == 1)
        #expect(try await open.value == ["cancelled": true, "index": nil])
        #expect(window.sheetOwner == nil)
    }
}
