import Foundation

/// Where a static update feed keeps things, relative to its base URL or folder:
/// `files/<sha256>` (content-addressed, so a file unchanged between versions is
/// stored once), `versions/<version>/manifest.json` + `manifest.sig`,
/// `channels/<channel>.json` + `channels/<channel>.sig`, and under a root of trust
/// `roots/<version>.json` + `roots/<version>.sig`, every root since the first.
public enum FeedLayout {
    /// `files/<sha256>`; the name is checked to be 64 lower-case hex digits first.
    public static func filePath(_ sha256: String) throws -> String {
        guard isHash(sha256) else { throw PackageUpdateError.invalidFeedName(sha256) }
        return "files/" + sha256
    }

    /// `versions/<version>/manifest.json`.
    public static func manifestPath(_ version: String) throws -> String {
        try "versions/" + checkedName(version) + "/manifest.json"
    }

    /// `versions/<version>/manifest.sig`.
    public static func manifestSignaturePath(_ version: String) throws -> String {
        try "versions/" + checkedName(version) + "/manifest.sig"
    }

    /// `channels/<channel>.json`.
    public static func channelPath(_ channel: String) throws -> String { try "channels/" + checkedName(channel) + ".json" }

    /// `channels/<channel>.sig`.
    public static func channelSignaturePath(_ channel: String) throws -> String { try "channels/" + checkedName(channel) + ".sig" }

    /// `roots/<version>.json`: the root document of that version.
    public static func rootPath(_ version: Int64) -> String { "roots/\(version).json" }

    /// `roots/<version>.sig`: its signatures.
    public static func rootSignaturePath(_ version: Int64) -> String { "roots/\(version).sig" }

    /// Exactly 64 lower-case hex digits: nothing else names a file in the feed.
    public static func isHash(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// A version or channel name: 1–64 ASCII letters, digits, '.', '_' or '-', not starting with '.'.
    static func checkedName(_ name: String) throws -> String {
        guard !name.isEmpty, name.utf8.count <= 64, name.first != ".",
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) })
        else { throw PackageUpdateError.invalidFeedName(name) }
        return name
    }
}
