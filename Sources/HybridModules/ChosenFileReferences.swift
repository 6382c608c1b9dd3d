import Foundation

/// Files a page received from `hybrid.media.chooseImage`, by the opaque id it
/// got: `hybrid.share.share({ files })` names them so, never by path, so
/// nothing is shared that the container's file check did not pass.
@MainActor
final class ChosenFileReferences {
    private var paths: [String: URL] = [:]
    /// Enough for any page's pick-and-share; the oldest go first.
    static let limit = 100
    private var order: [String] = []

    init() {}

    func add(_ url: URL) -> String {
        let id = UUID().uuidString.lowercased()
        paths[id] = url
        order.append(id)
        if order.count > Self.limit { paths[order.removeFirst()] = nil }
        return id
    }

    func url(for id: String) -> URL? { paths[id] }
}
