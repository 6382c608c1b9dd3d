/// Which website data store a container's page uses. Cookies, `localStorage`,
/// IndexedDB, the HTTP cache and service workers of one profile are invisible
/// to every other, so an app with several accounts, or a guest mode, keeps
/// them apart and wipes one at logout (``WebEngine/removeProfile(_:)``).
///
/// A profile is chosen when a container's view is made
/// (`ContainerConfiguration.profile`) and never changes for that view.
public struct WebsiteDataProfile: Hashable, Sendable, CustomStringConvertible {
    /// The name of a named profile; `nil` for ``default`` and ``ephemeral``.
    public let name: String?
    /// `true` for ``ephemeral``: nothing of it is written to disk.
    public let isEphemeral: Bool

    /// The engine's own store, where every container was before profiles.
    public static let `default` = WebsiteDataProfile(name: nil, isEphemeral: false)
    /// A guest profile kept in memory only: nothing of it is written to disk, and
    /// it is gone when the engine goes or ``WebEngine/removeProfile(_:)`` wipes it.
    public static let ephemeral = WebsiteDataProfile(name: nil, isEphemeral: true)

    /// The longest name a profile may have.
    public static let maximumNameLength = 64

    private init(name: String?, isEphemeral: Bool) {
        self.name = name
        self.isEphemeral = isEphemeral
    }

    /// A persistent profile kept apart from every other under `name`, which is
    /// also its folder's name: lowercase ASCII letters, digits, `-` and `_`, 1 to 64 of them
    /// (no case, dot or separator, so two names never share a folder on any file system).
    /// - Throws: `EngineError.invalidArgument` saying what is wrong with the name.
    public static func named(_ name: String) throws -> WebsiteDataProfile {
        if let problem = problem(with: name) { throw EngineError.invalidArgument(problem) }
        return WebsiteDataProfile(name: name, isEphemeral: false)
    }

    /// What is wrong with `name` as a profile name, in a sentence; `nil` when it is a good one.
    static func problem(with name: String) -> String? {
        if name.isEmpty { return "a profile name cannot be empty" }
        if name.count > maximumNameLength {
            return "a profile name has at most \(maximumNameLength) characters; this one has \(name.count)"
        }
        let allowed = name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
        if !allowed {
            return "a profile name holds only lowercase letters a to z, digits, '-' and '_' (it names a folder); \(JSONQuoting.quote(name)) does not"
        }
        return nil
    }

    public var description: String {
        if let name { return "profile \(name)" }
        return isEphemeral ? "the ephemeral profile" : "the default profile"
    }
}
