import Foundation

/// The highest channel serial this device has accepted, per channel, so a mirror
/// cannot replay an older signed channel document. Kept in `channel-serials.json`
/// in the store's folder, replaced by an fsync'd write and rename like the
/// accepted-version record; it only goes up.
public struct ChannelSerialRecord: Sendable {
    static let name = "channel-serials.json"
    public let folder: URL

    public init(folder: URL) { self.folder = folder }

    private var url: URL { folder.appendingPathComponent(Self.name) }

    /// The highest serial accepted for `channel`, or nil; an unreadable record throws (fails closed).
    public func highest(for channel: String) throws -> Int64? { try all()[channel] }

    /// Raises the record for `channel` to `serial`; never lowers it.
    public func record(_ serial: Int64, for channel: String) throws {
        var serials = try all()
        if let seen = serials[channel], seen >= serial { return }
        serials[channel] = serial
        let pending = folder.appendingPathComponent(Self.name + ".tmp")
        try DurableFile.write(try JSONEncoder().encode(serials), to: pending)
        try DurableFile.rename(pending, to: url)
        try DurableFile.sync(folder)
    }

    private func all() throws -> [String: Int64] {
        guard let data = FileManager.default.contents(atPath: url.path) else { return [:] }
        guard let serials = try? JSONDecoder().decode([String: Int64].self, from: data) else {
            throw OfflinePackageError.io("\(Self.name) does not parse")
        }
        return serials
    }
}
