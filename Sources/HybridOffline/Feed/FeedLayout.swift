import Foundation

/// The update feed is a TUF repository (``HybridTUF/TUFRepository``): metadata under
/// `metadata/`, targets under `targets/`. These are its target paths:
/// `files/<sha256>` (each package file, named by content, so a file unchanged between
/// versions is stored and fetched once), `versions/<version>/manifest.json` (a
/// version's manifest) and `channels/<channel>.json` (the manifest of the version the
/// channel offers, its custom data saying which version, for which app versions and
/// how many devices: ``ChannelTarget``).
public enum FeedLayout {
    /// `files/<sha256>`; the name is checked to be 64 lower-case hex digits first.
    public static func fileTarget(_ sha256: String) throws -> String {
        guard isHash(sha256) else { throw PackageUpdateError.invalidFeedName(sha256) }
        return "files/" + sha256
    }

    /// `versions/<version>/manifest.json` (an unusable name gives a path no target has).
    public static func manifestTarget(_ version: String) -> String {
        "versions/" + version + "/manifest.json"
    }

    /// `channels/<channel>.json`.
    public static func channelTarget(_ channel: String) throws -> String { try "channels/" + checkedName(channel) + ".json" }

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
