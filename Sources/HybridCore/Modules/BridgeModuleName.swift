/// The names a module may use, as JavaScript property names and handler name parts.
enum BridgeModuleName {
    /// What `hybrid` itself defines: a module may not take these.
    static let reserved: Set<String> = ["call", "on", "off", "register", "unregister", "ready", "isReady", "values", "has",
                                        "HybridError"]

    /// An ASCII letter, then up to 63 ASCII letters, digits and `_`.
    static func isIdentifier(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard let first = scalars.first, scalars.count <= 64, isLetter(first) else { return false }
        return scalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
}
