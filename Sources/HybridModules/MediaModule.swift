import Foundation
import HybridCore
import HybridVocabulary

/// `hybrid.media.chooseImage({ source, multiple, maxBytes })`: images from the
/// camera or the library, asked of the app exactly as an `<input type=file
/// accept="image/*">` asks (`WebContainerDelegate.container(_:chooseFilesFor:)`,
/// with `FileChooserRequest.prefersCamera` for the camera), and checked on the
/// same path: file URLs, canonical, readable regular files, no more than asked.
/// Then each must be an image by its bytes and within `maxBytes`. The page gets
/// `{ cancelled, images: [{ id, name, type, size, bytes }] }`; `id` names the file to `hybrid.share`.
@MainActor
final class MediaModule: BridgeModule {
    let namespace = "media"
    private weak var container: WebContainer?
    /// The chosen files' ids, which a `SharingModule` made with this module resolves.
    let files = ChosenFileReferences()

    static let defaultMaximumBytes = 10 * 1024 * 1024
    static let maximumBytes = 20 * 1024 * 1024
    /// All images of one answer together, so the reply stays well inside a bridge message.
    static let maximumTotalBytes = 32 * 1024 * 1024
    static let timeout: Duration = .seconds(600)

    private struct Params: Decodable { var source: String?; var multiple: Bool?; var maxBytes: Int? }
    private struct Image: Encodable { var id: String; var name: String; var type: String; var size: Int; var bytes: JSONValue }
    private struct Answer: Encodable { var cancelled: Bool; var images: [Image] }

    init(container: WebContainer) {
        self.container = container
    }

    func declare(_ module: BridgeModuleDeclaration) {
        module.method("chooseImage", options: .frontPage(timeout: Self.timeout)) { [self] (params: Params?) -> Answer in
            try await choose(params ?? Params())
        }
    }

    private func choose(_ params: Params) async throws -> Answer {
        let source = params.source ?? "library"
        guard source == "library" || source == "camera" else {
            throw BridgeError.invalidParams("an image source is camera or library, not \"\(source.prefix(32))\"")
        }
        let limit = params.maxBytes ?? Self.defaultMaximumBytes
        guard (1...Self.maximumBytes).contains(limit) else {
            throw BridgeError.invalidParams("maxBytes is 1 to \(Self.maximumBytes)")
        }
        guard let container, container.configuration.dialogDelegate != nil else {
            throw BridgeError.unavailable("This container cannot choose images: the app answers no file requests.")
        }
        let request = FileChooserRequest(allowsMultiple: params.multiple ?? false, acceptedMIMETypes: ["image/*"], prefersCamera: source == "camera")
        guard let paths = await container.chooseFiles(for: request) else { return Answer(cancelled: true, images: []) }
        var images: [Image] = [], total = 0
        for path in paths {
            let url = URL(fileURLWithPath: path)
            let name = url.lastPathComponent
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            guard size <= limit else { throw BridgeError.imageTooLarge(name: name, limitBytes: limit) }
            total += size
            guard total <= Self.maximumTotalBytes else { throw BridgeError.imageTooLarge(name: "the chosen images together", limitBytes: Self.maximumTotalBytes) }
            // Exactly the checked file: read once, judged by what was read.
            let data = try Data(contentsOf: url)
            guard data.count <= limit else { throw BridgeError.imageTooLarge(name: name, limitBytes: limit) }
            guard let type = ImageType.mimeType(of: data) else { throw BridgeError.notAnImage(name) }
            images.append(Image(id: files.add(url), name: name, type: type, size: data.count, bytes: .bytes(data)))
        }
        return Answer(cancelled: false, images: images)
    }
}
