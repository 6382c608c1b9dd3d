import Foundation
import HybridCore
import HybridVocabulary

/// `hybrid.share.share({ title, text, url, files })`: the platform's share
/// service (a share sheet on Apple platforms), or on Linux the text and URL
/// copied to the clipboard, which the result says (`outcome: 'copied'`).
/// URLs are `http` or `https`; files are ids `hybrid.media.chooseImage` gave.
@MainActor
final class SharingModule: BridgeModule {
    let namespace = "share"
    weak var presenter: (any ModulePresenter)?
    private let files: ChosenFileReferences

    static let maximumTextLength = 10_000
    static let maximumTitleLength = 200
    static let maximumURLLength = 2048
    static let maximumFiles = 10
    static let timeout: Duration = .seconds(600)

    private struct Params: Decodable { var title: String?; var text: String?; var url: String?; var files: [String]? }
    private struct Answer: Encodable { var outcome: ShareOutcome }

    /// `media`: the module whose chosen images pages may share by the ids it handed out; without it, none.
    init(presenter: (any ModulePresenter)?, sharingImagesOf media: MediaModule? = nil) {
        self.presenter = presenter
        self.files = media?.files ?? ChosenFileReferences()
    }

    func declare(_ module: BridgeModuleDeclaration) {
        module.method("share", options: .frontPage(timeout: Self.timeout)) { [self] (params: Params) -> Answer in
            let item = try item(from: params)
            guard let presenter else { throw BridgeError.noShell("share") }
            return Answer(outcome: try await presenter.share(item))
        }
    }

    private func item(from params: Params) throws(BridgeError) -> ShareItem {
        if let title = params.title, title.count > Self.maximumTitleLength {
            throw .invalidParams("a share title is at most \(Self.maximumTitleLength) characters")
        }
        if let text = params.text, text.count > Self.maximumTextLength {
            throw .invalidParams("shared text is at most \(Self.maximumTextLength) characters")
        }
        let url = try params.url.map { text throws(BridgeError) in try Self.webURL(text) }
        let ids = params.files ?? []
        guard ids.count <= Self.maximumFiles else { throw .invalidParams("at most \(Self.maximumFiles) files are shared at once") }
        let chosen = try ids.map { id throws(BridgeError) -> URL in
            guard let url = files.url(for: id) else {
                throw .invalidParams("\"\(id.prefix(64))\" is not a file this page chose with hybrid.media.chooseImage")
            }
            return url
        }
        let item = ShareItem(title: params.title, text: params.text, url: url, files: chosen)
        guard !item.plainText.isEmpty || !chosen.isEmpty else { throw .invalidParams("nothing to share: give text, a URL or files") }
        return item
    }

    static func webURL(_ text: String) throws(BridgeError) -> URL {
        guard text.count <= maximumURLLength, let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", url.host?.isEmpty == false else {
            throw .invalidParams("a shared URL is an http or https address of at most \(maximumURLLength) characters")
        }
        return url
    }
}

/// How a share ended, as the page reads it in `outcome`.
public enum ShareOutcome: String, Sendable, Hashable, Encodable {
    /// The platform's share service took the item.
    case shared
    /// No share service was there: the text and URL were copied to the clipboard instead (Linux).
    case copied
    /// The person closed the share sheet.
    case cancelled
}
