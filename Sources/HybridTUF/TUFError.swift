/// Why the client refused metadata, a target or a download. Each case has a stable
/// `code` for programs and a `message` in words for people.
public enum TUFError: Error, Sendable, Equatable, CustomStringConvertible {
    case malformedJSON(String)
    case duplicateKey(String)
    case malformedMetadata(String)
    case unsupportedSpecVersion(String)
    case wrongType(expected: String, found: String)
    case unsupportedKey(keyID: String, reason: String)
    case thresholdNotMet(role: String, valid: Int, threshold: Int)
    case duplicateSignature(role: String, keyID: String)
    case versionMismatch(role: String, expected: Int64, found: Int64)
    case rollback(role: String, trusted: Int64, offered: Int64)
    case expired(role: String, expires: String)
    case lengthMismatch(name: String, expected: Int64, actual: Int64)
    case hashMismatch(name: String, algorithm: String)
    case unsupportedHash(name: String, algorithm: String)
    case missingFromSnapshot(role: String)
    case removedFromSnapshot(role: String)
    case targetNotFound(path: String)
    case tooLarge(url: String, limit: Int)
    case deadlineExceeded(url: String, seconds: Double)
    case idleTimeout(url: String, seconds: Double)
    case httpStatus(url: String, status: Int)
    case network(url: String, reason: String)
    case storage(String)
    case tooManyRootRotations(Int)

    /// A short identifier that does not change between releases.
    public var code: String {
        switch self {
        case .malformedJSON: "malformed_json"
        case .duplicateKey: "duplicate_json_key"
        case .malformedMetadata: "malformed_metadata"
        case .unsupportedSpecVersion: "unsupported_spec_version"
        case .wrongType: "wrong_metadata_type"
        case .unsupportedKey: "unsupported_key"
        case .thresholdNotMet: "threshold_not_met"
        case .duplicateSignature: "duplicate_signature"
        case .versionMismatch: "version_mismatch"
        case .rollback: "rollback"
        case .expired: "expired"
        case .lengthMismatch: "length_mismatch"
        case .hashMismatch: "hash_mismatch"
        case .unsupportedHash: "unsupported_hash"
        case .missingFromSnapshot: "missing_from_snapshot"
        case .removedFromSnapshot: "removed_from_snapshot"
        case .targetNotFound: "target_not_found"
        case .tooLarge: "too_large"
        case .deadlineExceeded: "deadline_exceeded"
        case .idleTimeout: "idle_timeout"
        case .httpStatus: "http_status"
        case .network: "network"
        case .storage: "storage"
        case .tooManyRootRotations: "too_many_root_rotations"
        }
    }

    /// What went wrong, as a sentence.
    public var message: String {
        switch self {
        case .malformedJSON(let detail): "The document is not valid JSON: \(detail)."
        case .duplicateKey(let key): "The document names the key \"\(key)\" twice in one object, so readers could disagree on its content."
        case .malformedMetadata(let detail): "The metadata is not well formed: \(detail)."
        case .unsupportedSpecVersion(let version): "The metadata follows TUF specification \(version), which this client does not support."
        case .wrongType(let expected, let found): "Expected \(expected) metadata but the document says it is \(found)."
        case .unsupportedKey(let keyID, let reason): "Key \(keyID) cannot be used: \(reason)."
        case .thresholdNotMet(let role, let valid, let threshold): "The \(role) metadata has \(valid) valid signatures of the \(threshold) required."
        case .duplicateSignature(let role, let keyID): "The \(role) metadata carries two signatures by key \(keyID)."
        case .versionMismatch(let role, let expected, let found): "Expected version \(expected) of \(role) but got version \(found)."
        case .rollback(let role, let trusted, let offered): "The repository offered version \(offered) of \(role), older than the trusted version \(trusted)."
        case .expired(let role, let expires): "The \(role) metadata expired at \(expires)."
        case .lengthMismatch(let name, let expected, let actual): "\(name) is \(actual) bytes long but the metadata says \(expected)."
        case .hashMismatch(let name, let algorithm): "The \(algorithm) hash of \(name) does not match the metadata."
        case .unsupportedHash(let name, let algorithm): "\(name) is described by a \(algorithm) hash, which this client cannot check."
        case .missingFromSnapshot(let role): "The snapshot does not list \(role), so it cannot be trusted."
        case .removedFromSnapshot(let role): "The new snapshot no longer lists \(role), which the trusted snapshot did."
        case .targetNotFound(let path): "No trusted targets metadata describes \(path)."
        case .tooLarge(let url, let limit): "\(url) is larger than the \(limit) bytes allowed."
        case .deadlineExceeded(let url, let seconds): "\(url) did not arrive within \(seconds) seconds."
        case .idleTimeout(let url, let seconds): "\(url) sent nothing for \(seconds) seconds."
        case .httpStatus(let url, let status): "\(url) answered with HTTP status \(status)."
        case .network(let url, let reason): "\(url) could not be fetched: \(reason)."
        case .storage(let detail): "The local metadata store failed: \(detail)."
        case .tooManyRootRotations(let count): "The repository offers more than \(count) new root versions in one update."
        }
    }

    public var description: String { "\(code): \(message)" }
}
