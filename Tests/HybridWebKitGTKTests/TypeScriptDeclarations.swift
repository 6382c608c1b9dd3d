import Foundation

/// Reads `bridge.d.ts` the way a reviewer would: the members an interface
/// declares and the strings a union names, so tests can hold the declarations
/// to what the runtime and the native side really have.
enum TypeScriptDeclarations {
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/HybridCore/Resources/bridge.d.ts")

    static func text() throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// Member names of `export interface name { … }`, quoted ones unquoted, comments ignored.
    static func members(ofInterface name: String) throws -> Set<String> {
        let body = try block(after: "export interface \(name) {")
        var names: Set<String> = []
        for line in body.split(separator: "\n").map(String.init) {
            let code = line
            guard let match = code.range(of: #"^\s*(readonly\s+)?'?[A-Za-z_$][\w.$]*'?\s*[<(?:]"#, options: .regularExpression) else { continue }
            let declared = code[match].replacingOccurrences(of: #"^\s*(readonly\s+)?"#, with: "", options: .regularExpression)
            names.insert(String(declared.dropLast()).trimmingCharacters(in: CharacterSet(charactersIn: "' ?")))
        }
        return names
    }

    /// The string literals of `export type name = | 'a' | 'b' …;`.
    static func stringUnion(_ name: String) throws -> Set<String> {
        let source = try withoutComments(text())
        guard let start = source.range(of: "export type \(name) =") else { throw Missing(name) }
        let rest = source[start.upperBound...]
        let union = rest[..<(rest.firstIndex(of: ";") ?? rest.endIndex)]
        let literals = union.matches(of: #/'([a-z_.]+)'/#).map { String($0.output.1) }
        return Set(literals)
    }

    private static func block(after header: String) throws -> String {
        let source = try withoutComments(text())
        guard let start = source.range(of: header) else { throw Missing(header) }
        var depth = 1, index = start.upperBound
        while index < source.endIndex, depth > 0 {
            if source[index] == "{" { depth += 1 } else if source[index] == "}" { depth -= 1 }
            index = source.index(after: index)
        }
        // Only the interface's own lines: nested braces (object types) are kept whole on their line.
        return String(source[start.upperBound..<source.index(before: index)])
    }

    private static func withoutComments(_ text: String) -> String {
        text.replacingOccurrences(of: #"/\*[\s\S]*?\*/"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"(?m)//.*$"#, with: "", options: .regularExpression)
    }

    struct Missing: Error, CustomStringConvertible {
        let what: String
        init(_ what: String) { self.what = what }
        var description: String { "bridge.d.ts declares no \(what)" }
    }
}
