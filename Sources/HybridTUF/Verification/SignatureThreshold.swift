/// Counts the distinct keys of a role whose signatures over the canonical `signed`
/// bytes verify. Each key id counts once, however often a role lists it, and a
/// signature that fails to verify is ignored rather than fatal.
public enum SignatureThreshold {
    public static func validSignatureCount(_ envelope: SignedEnvelope, roleKeys: RoleKeys, keys: [String: TUFKey]) -> Int {
        var counted = Set<String>()
        for keyID in roleKeys.keyIDs where !counted.contains(keyID) {
            guard let key = keys[keyID], let signature = envelope.signatures[keyID] else { continue }
            if key.verifies(signatureHex: signature, message: envelope.canonicalSigned) { counted.insert(keyID) }
        }
        return counted.count
    }

    public static func verify(_ envelope: SignedEnvelope, role: String, roleKeys: RoleKeys, keys: [String: TUFKey]) throws(TUFError) {
        let valid = validSignatureCount(envelope, roleKeys: roleKeys, keys: keys)
        guard valid >= roleKeys.threshold else { throw .thresholdNotMet(role: role, valid: valid, threshold: roleKeys.threshold) }
    }
}
