import Foundation
import HybridDiskSupport
import Logging
import HybridVocabulary

/// Permission decisions the app chose to remember, per origin and kind, in a
/// JSON file of its own. Share one store between the containers of one profile
/// (``profile``); a container consults it before asking its delegate. A container
/// of another profile neither reads nor writes it, so give each profile its own,
/// in the engine's folder for that profile.
///
/// A damaged file is set aside (`NAME.damaged-TIMESTAMP`) and the store starts
/// empty, so a bad file never grants anything.
@MainActor
public final class PermissionStore {
    /// `origin → kind → granted`.
    private var decisions: [String: [String: Bool]]
    private let file: URL?
    /// The profile whose pages the store answers for.
    public let profile: WebsiteDataProfile
    private let logger = HybridLog.logger("hybridkit.permissions")

    /// A store of `profile` kept in memory only (the one an ephemeral profile may have).
    public init(profile: WebsiteDataProfile = .default) {
        decisions = [:]
        file = nil
        self.profile = profile
    }

    /// A store of `profile` kept in `file`, read now and written on every change.
    /// - Throws: the file system's error when the file exists but cannot be read;
    ///   `EngineError.invalidArgument` for the ephemeral profile, which writes nothing.
    public init(file: URL, profile: WebsiteDataProfile = .default) throws {
        guard !profile.isEphemeral else {
            throw EngineError.invalidArgument("the ephemeral profile keeps nothing on disk: make its permission store without a file")
        }
        self.file = file
        self.profile = profile
        guard FileManager.default.fileExists(atPath: file.path) else {
            decisions = [:]
            return
        }
        let data = try Data(contentsOf: file)
        if let read = try? JSONDecoder().decode([String: [String: Bool]].self, from: data) {
            decisions = read
        } else {
            decisions = [:]
            let kept = try? DiskErrors.setAside(file)
            logger.error("permission file was damaged; set aside at \(kept?.path ?? "nowhere") and started empty")
        }
    }

    /// The remembered answer for `kind` from `origin`, if any.
    public func decision(for kind: PermissionRequest.Kind, origin: String) -> Bool? {
        decisions[origin]?[kind.rawValue]
    }

    /// Remembers `granted` for each of `kinds` from `origin`.
    /// - Throws: the file system's error; the store in memory keeps the decision anyway.
    public func remember(_ granted: Bool, for kinds: Set<PermissionRequest.Kind>, origin: String) throws {
        for kind in kinds { decisions[origin, default: [:]][kind.rawValue] = granted }
        try save()
    }

    /// Forgets every decision for `origin` (or all of them).
    public func forget(origin: String? = nil) throws {
        if let origin { decisions[origin] = nil } else { decisions.removeAll() }
        try save()
    }

    private func save() throws {
        guard let file else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(decisions).write(to: file, options: .atomic)
    }
}
