/// A role of a root document: the keys (by id) that hold it and how many distinct
/// ones must sign. `root` signs the next root; `publish` signs packages and channel documents.
package struct RootRole: Codable, Equatable, Sendable {
    package var keyIDs: [String]
    package var threshold: Int

    package init(keyIDs: [String], threshold: Int) {
        self.keyIDs = keyIDs
        self.threshold = threshold
    }

    /// Throws `invalid_root` for a role no publisher makes: no keys, a key twice or one the
    /// document does not list, a threshold below 1 or above the number of keys.
    func validate(_ name: String, keys: [String: String]) throws {
        guard !keyIDs.isEmpty else { throw PackageUpdateError.invalidRoot("the \(name) role lists no key") }
        guard Set(keyIDs).count == keyIDs.count else { throw PackageUpdateError.invalidRoot("the \(name) role lists a key twice") }
        if let unknown = keyIDs.first(where: { keys[$0] == nil }) {
            throw PackageUpdateError.invalidRoot("the \(name) role names key \(unknown), which the document does not list")
        }
        guard (1...keyIDs.count).contains(threshold) else {
            throw PackageUpdateError.invalidRoot("the \(name) role's threshold \(threshold) is not between 1 and its \(keyIDs.count) keys")
        }
    }
}
