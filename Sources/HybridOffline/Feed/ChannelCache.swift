import Foundation

/// The last channel document this device accepted, with its signature and the
/// validators it came with, so the next check is a conditional request: an
/// unchanged feed answers 304 with no body, and the kept bytes are verified again
/// (an expired document is refused even when the server says "not modified").
struct ChannelCache: Codable, Sendable {
    var documentData: Data
    var signature: Data
    var etag: String?
    var lastModified: String?

    /// `If-None-Match` and `If-Modified-Since` for the next request.
    var conditionalHeaders: [String: String] {
        var headers: [String: String] = [:]
        if let etag { headers["If-None-Match"] = etag }
        if let lastModified { headers["If-Modified-Since"] = lastModified }
        return headers
    }

    static func load(_ channel: String, in folder: UpdateFolder) -> ChannelCache? {
        guard let url = try? url(channel, in: folder), let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try? JSONDecoder().decode(ChannelCache.self, from: data)  // a damaged cache only costs a full request
    }

    func save(_ channel: String, in folder: UpdateFolder) throws {
        let url = try Self.url(channel, in: folder)
        let pending = url.appendingPathExtension("tmp")
        try DurableFile.write(try JSONEncoder().encode(self), to: pending)
        try DurableFile.rename(pending, to: url)
    }

    private static func url(_ channel: String, in folder: UpdateFolder) throws -> URL {
        folder.channels.appendingPathComponent(try FeedLayout.checkedName(channel) + ".json")
    }
}
