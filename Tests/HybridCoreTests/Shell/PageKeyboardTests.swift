import Foundation
import Testing
import HybridCore
import HybridTesting
import HybridVocabulary

/// The on-screen keyboard as the page hears it and the resize each mode asks for, on the fake engine.
@MainActor
struct PageKeyboardTests {
    static func make(_ resize: ViewSettings.KeyboardResize) throws -> (WebContainer, FakeWebEngineView) {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        container.trust(try BridgeOrigin("https://app.example"))  // the page's origin, as if the app had loaded it
        container.configuration.viewSettings.keyboardResize = resize
        return (container, view)
    }

    /// What reached the page, in order: each keyboard event's name and height, each body resize's height.
    static func sent(_ view: FakeWebEngineView) -> [String] {
        view.asyncCalls.compactMap { call in
            if call.body == FakeBridgeRuntime.taskBody("keyboardBody"),
               case .number(let height)? = call.arguments["args"]?["height"] { return "body \(Int(height))" }
            guard let text = call.arguments["message"]?.stringValue, let message = try? JSONValue(jsonText: text),
                  let name = message["name"]?.stringValue, name.hasPrefix("keyboard."),
                  case .number(let height)? = message["payload"]?["height"] else { return nil }
            return "\(name) \(Int(height))"
        }
    }

    @Test(arguments: [ViewSettings.KeyboardResize.native, .body, .none])
    func showAndHide_reachThePageInOrder_withTheResizeTheModeAsks(resize: ViewSettings.KeyboardResize) async throws {
        let (container, view) = try Self.make(resize)
        defer { container.close() }
        try container.chrome.keyboardDidChange(height: 300)
        try container.chrome.keyboardDidChange(height: 300)
        try container.chrome.keyboardDidChange(height: 0)
        #expect(container.chrome.keyboardHeight == 0)
        let events = ["keyboard.show 300", "keyboard.hide 0"]
        let expected = resize == .body ? ["body 300", "keyboard.show 300", "body 0", "keyboard.hide 0"] : events
        try await eventually("the page hears the keyboard") { Self.sent(view).count == expected.count }
        #expect(Self.sent(view) == expected, "a repeated height sends nothing")
        #expect(view.keyboardOverlaps == (resize == .native ? [300, 0] : []))
    }

    @Test func changingTheMode_whileTheKeyboardIsUp_undoesTheOldResize() async throws {
        let (container, view) = try Self.make(.native)
        defer { container.close() }
        try container.chrome.keyboardDidChange(height: 250)
        container.configuration.viewSettings.keyboardResize = .body
        #expect(view.keyboardOverlaps == [250, 0])
        try await eventually("the body resize") { Self.sent(view).contains("body 250") }
    }

    /// iOS's engine view reports the system keyboard through its delegate; shells redraw for it.
    @Test func theEnginesKeyboardReport_reachesThePage_andTheShell() async throws {
        let (container, view) = try Self.make(.native)
        defer { container.close() }
        var redraws = 0
        let token = container.chrome.observe { redraws += 1 }
        view.reportKeyboard(height: 336)
        #expect(container.chrome.keyboardHeight == 336 && redraws == 1)
        view.reportKeyboard(height: -5)
        #expect(container.chrome.keyboardHeight == 336, "a height no keyboard has is refused, and logged")
        view.reportKeyboard(height: 0)
        try await eventually("both events") { Self.sent(view) == ["keyboard.show 336", "keyboard.hide 0"] }
        token.cancel()
    }

    @Test func aNewDocument_getsTheBodyResizeAgain_onceLoaded() async throws {
        let (container, view) = try Self.make(.body)
        defer { container.close() }
        try container.chrome.keyboardDidChange(height: 220)
        try await eventually("the first body resize") { Self.sent(view).contains("body 220") }
        let url = URL(string: "https://app.example/next")!
        view.report(.committed(url))
        view.report(.finished(url))
        try await eventually("the new document's") { Self.sent(view).filter { $0 == "body 220" }.count == 2 }
    }

    @Test(arguments: [-1, Double.nan, .infinity, 10_001])
    func aHeightNoKeyboardHas_isRefusedAtOnce_inASentence(height: Double) throws {
        let (container, view) = try Self.make(.native)
        defer { container.close() }
        #expect {
            try container.chrome.keyboardDidChange(height: height)
        } throws: { error in
            guard let error = error as? EngineError, case .invalidArgument(let message) = error else { return false }
            return message.hasPrefix("a keyboard's height is 0 to 10000 points")
        }
        #expect(view.keyboardOverlaps.isEmpty && container.chrome.keyboardHeight == 0)
    }

    @Test func thePageReadsTheStateNow_forAPageThatStartsWhileItIsUp() async throws {
        let (container, view) = try Self.make(.body)
        defer { container.close() }
        try container.chrome.keyboardDidChange(height: 120)
        let message: JSONValue = ["t": "call", "id": 1, "name": "hybrid.keyboard.state", "params": []]
        let reply = await view.post(.string(RuntimePost.message(message.jsonText, origin: "https://app.example", isMainFrame: true)),
                                    to: Bridge.handlerName)
        guard case .success(.string(let text))? = reply else { throw BridgeError.invalidMessage("no answer") }
        #expect(try JSONValue(jsonText: text)["result"] == ["visible": true, "height": 120, "resize": "body"])
    }
}
