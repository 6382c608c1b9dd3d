/// The keys allowed to sign for a role and how many of them must. A key id listed
/// twice is refused: it must not be able to count twice toward the threshold.
public struct RoleKeys: Sendable, Equatable {
    public let keyIDs: [String]
    public let threshold: Int

    init(json: TUFJSON, role: String) throws(TUFError) {
        guard let list = json["keyids"]?.arrayValue, let threshold = json["threshold"]?.integerValue else {
            throw .malformedMetadata("role \(role) lacks \"keyids\" or \"threshold\"")
        }
        var keyIDs: [String] = []
        for entry in list {
            guard let keyID = entry.stringValue else { throw .malformedMetadata("role \(role) has a key id that is not a string") }
            guard !keyIDs.contains(keyID) else { throw .malformedMetadata("role \(role) lists key \(keyID) twice") }
            keyIDs.append(keyID)
        }
        guard threshold >= 1, threshold <= Int64(Int32.max) else { throw .malformedMetadata("role \(role) has a threshold below 1") }
        self.keyIDs = keyIDs
        self.threshold = Int(threshold)
    }
}
