/// Counts the distinct keys of a role whose signatures over the canonical `signed`
/// bytes verify. Each key counts once, however often a role lists its id and under
/// however many ids the same key material appears; a signature that fails to
/// verify is ignored rather than fatal.
public enum SignatureThreshold {
    public static func validSignatureCount(_ envelope: SignedEnvelope, roleKeys: RoleKeys, keys: [String: TUFKey]) -> Int {
        var counted = Set<TUFKey>()
        for keyID in Set(roleKeys.keyIDs) {
            guard let key = keys[keyID], !counted.contains(key), let signature = envelope.signatures[keyID] else { continue }
            if key.verifies(signatureHex: signature, message: envelope.canonicalSigned) { counted.insert(key) }
        }
        return counted.count
    }

    public static func verify(_ envelope: SignedEnvelope, role: String, roleKeys: RoleKeys, keys: [String: TUFKey]) throws(TUFError) {
        let valid = validSignatureCount(envelope, roleKeys: roleKeys, keys: keys)
        guard valid >= roleKeys.threshold else { throw .thresholdNotMet(role: role, valid: valid, threshold: roleKeys.threshold) }
    }
}
