import HybridCore
import HybridVocabulary

/// `hybrid.clipboard.write(text)` and `hybrid.clipboard.read()`.
///
/// Reading is asked of the app each time (``consent``; without one it is
/// refused with `clipboard_refused`), because what a person copied elsewhere
/// is theirs. A browser also wants a user gesture; the bridge cannot prove one
/// (WebKit gives a reply no activation, and the isolated runtime's stamp carries
/// none), so the app's consent stands in for it: ask the person, or allow only
/// right after a tap your own UI saw.
@MainActor
final class ClipboardModule: BridgeModule {
    let namespace = "clipboard"
    weak var presenter: (any ModulePresenter)?
    /// Whether the page (its origin and frame) may read the clipboard now; `nil` refuses every read.
    var consent: (@MainActor (BridgeMessageSource) async -> Bool)?

    static let maximumTextLength = 100_000
    /// A person may be asked.
    static let readTimeout: Duration = .seconds(120)

    private struct WriteParams: Decodable { var text: String }
    /// `text` is `null` for an empty clipboard, never missing.
    private struct ReadAnswer: Encodable {
        var text: String?
        private enum CodingKeys: CodingKey { case text }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(text, forKey: .text)
        }
    }

    init(presenter: (any ModulePresenter)?, consent: (@MainActor (BridgeMessageSource) async -> Bool)? = nil) {
        self.presenter = presenter
        self.consent = consent
    }

    func declare(_ module: BridgeModuleDeclaration) {
        module.method("write", arguments: ["text"], returnsValue: false, options: .frontPage()) { [self] (params: WriteParams) -> JSONValue in
            guard params.text.count <= Self.maximumTextLength else {
                throw BridgeError.invalidParams("clipboard text is at most \(Self.maximumTextLength) characters")
            }
            guard let presenter else { throw BridgeError.noShell("use the clipboard") }
            presenter.writeClipboardText(params.text)
            return .null
        }
        module.method("read", arguments: [], options: .frontPage(timeout: Self.readTimeout)) { [self] (_: JSONValue, context: BridgeCallContext) -> ReadAnswer in
            guard let consent, await consent(context.source) else { throw BridgeError.clipboardRefused }
            guard let presenter else { throw BridgeError.noShell("use the clipboard") }
            return ReadAnswer(text: await presenter.readClipboardText())
        }
    }
}
