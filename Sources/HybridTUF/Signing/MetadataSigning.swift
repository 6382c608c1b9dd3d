/// Writes a metadata document: the `signed` part and one signature per key over
/// its canonical bytes, in key-id order, as JSON text.
public enum MetadataSigning {
    public static func document(signed: TUFJSON, keys: [TUFSigningKey]) throws(TUFError) -> [UInt8] {
        let message = try CanonicalJSON.encode(signed)
        var seen = Set<String>()
        let signatures = keys.filter { seen.insert($0.keyID).inserted }.sorted { $0.keyID < $1.keyID }.map {
            TUFJSON.object(["keyid": .string($0.keyID), "sig": .string($0.sign(message))])
        }
        return try JSONText.encode(.object(["signed": signed, "signatures": .array(signatures)]))
    }

    /// Adds `keys`' signatures to an existing document (a root signed by several holders in turn);
    /// signatures already there stay, the same key never signs twice.
    public static func addSignatures(to bytes: [UInt8], keys: [TUFSigningKey]) throws(TUFError) -> [UInt8] {
        let envelope = try SignedEnvelope(bytes: bytes)
        var signatures = envelope.signatures
        for key in keys { signatures[key.keyID] = key.sign(envelope.canonicalSigned) }
        let list = signatures.keys.sorted().map { TUFJSON.object(["keyid": .string($0), "sig": .string(signatures[$0]!)]) }
        return try JSONText.encode(.object(["signed": envelope.signed, "signatures": .array(list)]))
    }
}
