/// A JSON value as TUF metadata holds it. Integers stay exact (versions, lengths),
/// objects have unique keys (the parser refuses duplicates), and the value can be
/// re-encoded as canonical JSON to check a signature.
public enum TUFJSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int64)
    /// A number with a fraction or exponent: kept, but canonical JSON refuses it.
    case float(Double)
    case string(String)
    case array([TUFJSON])
    case object([String: TUFJSON])

    public subscript(key: String) -> TUFJSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var integerValue: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var arrayValue: [TUFJSON]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var objectValue: [String: TUFJSON]? {
        if case .object(let value) = self { return value }
        return nil
    }
}
