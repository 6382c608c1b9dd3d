import Foundation

/// The handlers behind `hybrid.chrome` in pages. Like any handler they take the
/// main frame of trusted origins only, so a cross-origin iframe can neither
/// retitle the app nor close it.
@MainActor
struct ChromeHandlers {
    static let names = ["hybrid.chrome.setTitle", "hybrid.chrome.setBarHidden", "hybrid.chrome.setButtons",
                        "hybrid.chrome.close", "hybrid.chrome.login"]
    /// Longer titles are refused rather than cut: the page learns its mistake.
    static let maximumTitleLength = 200
    static let maximumButtonTitleLength = 32
    static let maximumButtonIDLength = 64
    /// A person types a password; the page's promise still settles.
    static let loginTimeout: Duration = .seconds(600)

    private struct TitleParams: Decodable { var title: String? }
    private struct BarParams: Decodable { var hidden: Bool }
    private struct ButtonsParams: Decodable { var buttons: [ContainerChrome.Button] }

    weak var chrome: ContainerChrome?

    func register(on bridge: Bridge) {
        bridge.register("hybrid.chrome.setTitle") { [weak chrome] (params: TitleParams) -> JSONValue in
            if let title = params.title, title.count > Self.maximumTitleLength {
                throw BridgeError.invalidParams("a title is at most \(Self.maximumTitleLength) characters")
            }
            chrome?.pageTitle = params.title
            chrome?.changed()
            return .null
        }
        bridge.register("hybrid.chrome.setBarHidden") { [weak chrome] (params: BarParams) -> JSONValue in
            chrome?.pageHidesBar = params.hidden
            chrome?.changed()
            return .null
        }
        bridge.register("hybrid.chrome.setButtons") { [weak chrome] (params: ButtonsParams) -> JSONValue in
            try Self.check(params.buttons)
            chrome?.buttons = params.buttons
            chrome?.changed()
            return .null
        }
        bridge.register("hybrid.chrome.close") { [weak chrome] (_: JSONValue) -> JSONValue in
            chrome?.requestClose()
            return .null
        }
        let login = BridgeHandlerOptions(timeout: Self.loginTimeout)
        bridge.register("hybrid.chrome.login", options: login) { [weak chrome] (params: JSONValue, context) -> JSONValue in
            guard let container = chrome?.container, let delegate = container.delegate else {
                throw BridgeError.loginUnavailable
            }
            return try await delegate.container(container, requestsLoginFor: context.source, params: params)
        }
    }

    static func check(_ buttons: [ContainerChrome.Button]) throws(BridgeError) {
        guard buttons.count <= ContainerChrome.maximumButtons else {
            throw .invalidParams("at most \(ContainerChrome.maximumButtons) bar buttons")
        }
        guard Set(buttons.map(\.id)).count == buttons.count else { throw .invalidParams("bar button ids must differ") }
        for button in buttons {
            guard (1...maximumButtonIDLength).contains(button.id.count) else {
                throw .invalidParams("a bar button id is 1 to \(maximumButtonIDLength) characters")
            }
            guard (1...maximumButtonTitleLength).contains(button.title.count) else {
                throw .invalidParams("a bar button title is 1 to \(maximumButtonTitleLength) characters")
            }
        }
    }
}

extension BridgeError {
    /// `hybrid.chrome.login` when the app offers no login.
    package static let loginUnavailable = BridgeError.handlerFailed(code: "login_unavailable", message: "the app does not offer a login")
}
