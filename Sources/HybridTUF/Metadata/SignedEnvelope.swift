/// One metadata document as downloaded: the exact bytes (stored as they came, so
/// hashes of local copies keep matching), the parsed `signed` part, the canonical
/// bytes the signatures cover, and the signatures by key id. The value the client
/// acts on is parsed from the same bytes whose canonical form it verified.
public struct SignedEnvelope: Sendable {
    public let raw: [UInt8]
    public let signed: TUFJSON
    public let canonicalSigned: [UInt8]
    /// Signature hex by key id; a key id appearing twice is refused.
    public let signatures: [String: String]
    public let header: MetadataHeader

    public init(bytes: some Sequence<UInt8>) throws(TUFError) {
        raw = Array(bytes)
        let document = try StrictJSONParser.parse(raw)
        guard case .object(let top) = document, let signed = top["signed"], case .object = signed,
              let signatureList = top["signatures"]?.arrayValue else {
            throw .malformedMetadata("a metadata document is an object with \"signed\" and \"signatures\"")
        }
        header = try MetadataHeader(signed)
        var signatures: [String: String] = [:]
        for entry in signatureList {
            guard let keyID = entry["keyid"]?.stringValue, let signature = entry["sig"]?.stringValue else {
                throw .malformedMetadata("each signature has a \"keyid\" and a \"sig\" string")
            }
            guard signatures[keyID] == nil else { throw .duplicateSignature(role: header.type, keyID: keyID) }
            signatures[keyID] = signature
        }
        self.signed = signed
        self.signatures = signatures
        canonicalSigned = try CanonicalJSON.encode(signed)
    }

    /// Throws unless `type` is what the document says it is.
    func expectType(_ type: String) throws(TUFError) {
        guard header.type == type else { throw .wrongType(expected: type, found: header.type) }
    }
}
