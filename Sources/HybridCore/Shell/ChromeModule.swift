import Foundation
import HybridVocabulary

/// `hybrid.chrome`: the container's bar and window, as a ``BridgeModule`` written
/// the way an app writes its own. Like any handler its methods take the main
/// frame of trusted origins only, so a cross-origin iframe can neither retitle
/// the app nor close it.
@MainActor
final class ChromeModule: BridgeModule {
    /// Longer titles are refused rather than cut: the page learns its mistake.
    static let maximumTitleLength = 200
    static let maximumButtonTitleLength = 32
    static let maximumButtonIDLength = 64
    /// A person types a password; the page's promise still settles.
    static let loginTimeout: Duration = .seconds(600)

    private struct TitleParams: Decodable { var title: String? }
    private struct BarParams: Decodable { var hidden: Bool }
    private struct ButtonsParams: Decodable { var buttons: [ContainerChrome.Button]? }

    let namespace = "chrome"
    weak var chrome: ContainerChrome?
    /// Kept to send `chrome.button` when a bar button is tapped.
    private(set) var declaration: BridgeModuleDeclaration?

    init(chrome: ContainerChrome) { self.chrome = chrome }

    func declare(_ module: BridgeModuleDeclaration) {
        declaration = module
        module.method("setTitle", arguments: ["title"], returnsValue: false) { [weak chrome] (params: TitleParams) -> JSONValue in
            if let title = params.title, title.count > Self.maximumTitleLength {
                throw BridgeError.invalidParams("a title is at most \(Self.maximumTitleLength) characters")
            }
            chrome?.pageTitle = params.title
            chrome?.changed()
            return .null
        }
        module.method("setBarHidden", arguments: ["hidden"], returnsValue: false) { [weak chrome] (params: BarParams) -> JSONValue in
            chrome?.pageHidesBar = params.hidden
            chrome?.changed()
            return .null
        }
        module.method("setButtons", arguments: ["buttons"], returnsValue: false) { [weak chrome] (params: ButtonsParams) -> JSONValue in
            let buttons = params.buttons ?? []
            try Self.check(buttons)
            chrome?.buttons = buttons
            chrome?.changed()
            return .null
        }
        module.method("close", arguments: [], returnsValue: false, options: .frontPage()) { [weak chrome] (_: JSONValue) -> JSONValue in
            chrome?.requestClose()
            return .null
        }
        let login = BridgeHandlerOptions.frontPage(timeout: Self.loginTimeout)
        module.method("login", options: login) { [weak chrome] (params: JSONValue, context: BridgeCallContext) -> JSONValue in
            guard let chrome, let answer = try await chrome.app.ask(chrome.configuration.navigationDelegate, {
                try await $0.container($1, requestsLoginFor: context.source, params: params)
            }) else { throw BridgeError.loginUnavailable }
            return answer
        }
        module.method("beginRefreshing", arguments: [], returnsValue: false) { [weak chrome] (_: JSONValue) -> JSONValue in
            chrome?.pageBeganRefreshing()
            return .null
        }
        module.method("endRefreshing", arguments: [], returnsValue: false) { [weak chrome] (_: JSONValue) -> JSONValue in
            chrome?.pageEndedRefreshing()
            return .null
        }
        module.event("button")
        // Sent by ContainerChrome.refresh(), which counts the page's listeners.
        module.event("refresh")
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
