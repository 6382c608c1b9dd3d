/// A `keys` object (in root or in delegations): key id to public key.
enum KeyTable {
    static func parse(_ json: TUFJSON?) throws(TUFError) -> [String: TUFKey] {
        guard let table = json?.objectValue else { throw .malformedMetadata("\"keys\" is missing or not an object") }
        var keys: [String: TUFKey] = [:]
        for (keyID, value) in table { keys[keyID] = try TUFKey(json: value, keyID: keyID) }
        return keys
    }
}
