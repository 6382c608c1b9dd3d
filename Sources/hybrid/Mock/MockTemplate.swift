import HybridVocabulary

/// A mock handler's result made from the call's params: each `{"$param": "path"}`
/// object is replaced by the params' member at that dot path (`"items.0.name"`;
/// `""` is the params themselves), or `null` where there is none.
enum MockTemplate {
    static func fill(_ template: JSONValue, from params: JSONValue) -> JSONValue {
        switch template {
        case .object(let members):
            if members.count == 1, case .string(let path)? = members["$param"] { return lookUp(path, in: params) }
            return .object(members.mapValues { fill($0, from: params) })
        case .array(let items): return .array(items.map { fill($0, from: params) })
        default: return template
        }
    }

    /// Whether the template names a param anywhere (else it is a plain result).
    static func namesAParam(_ template: JSONValue) -> Bool {
        switch template {
        case .object(let members):
            if members.count == 1, case .string? = members["$param"] { return true }
            return members.values.contains(where: namesAParam)
        case .array(let items): return items.contains(where: namesAParam)
        default: return false
        }
    }

    private static func lookUp(_ path: String, in params: JSONValue) -> JSONValue {
        var value = params
        for step in path.split(separator: ".", omittingEmptySubsequences: true).map(String.init) {
            switch value {
            case .object(let members): value = members[step] ?? .null
            case .array(let items): value = Int(step).flatMap { items.indices.contains($0) ? items[$0] : nil } ?? .null
            default: return .null
            }
        }
        return value
    }
}
