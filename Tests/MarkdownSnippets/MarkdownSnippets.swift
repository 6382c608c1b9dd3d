import Foundation

/// The code blocks the README and the DocC articles show, for the tests that run them:
/// a block is found by the marker comment above it (`<!-- readme-pool … -->`), in the
/// file it lives in, so a snippet that moves between files is still found and still run.
public enum MarkdownSnippets {
    /// The repository's root folder.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public struct Missing: Error, CustomStringConvertible {
        public var description: String
    }

    /// The text of a file, by its path from the repository's root.
    public static func text(of path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The code of the first fenced block after the first line containing `marker`, without its fences.
    public static func block(after marker: String, in path: String) throws -> String {
        let lines = try text(of: path).components(separatedBy: "\n")
        guard let markerLine = lines.firstIndex(where: { $0.contains(marker) }) else {
            throw Missing(description: "\(path) has no `\(marker)`")
        }
        guard let open = lines[markerLine...].firstIndex(where: { $0.hasPrefix("```") }),
              let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("```") }) else {
            throw Missing(description: "\(path) has no fenced block after `\(marker)`")
        }
        return lines[(open + 1)..<close].joined(separator: "\n")
    }

    /// The text from the line `heading` (exact, e.g. `"## Commands"`) to the next heading of its level or higher, or the end.
    public static func section(_ heading: String, in path: String) throws -> String {
        let lines = try text(of: path).components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading) else { throw Missing(description: "\(path) has no `\(heading)`") }
        let level = heading.prefix { $0 == "#" }.count
        var inFence = false
        let end = lines[(start + 1)...].firstIndex { line in
            if line.hasPrefix("```") { inFence.toggle() }
            let hashes = line.prefix { $0 == "#" }.count
            return !inFence && hashes > 0 && hashes <= level && line.dropFirst(hashes).hasPrefix(" ")
        } ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n")
    }

    /// The lines of `snippet` (trimmed; blank lines, imports and comment-only lines aside, and any in `ignoring`)
    /// that do not stand in `source` in the same order: empty when the code shown is the code that runs.
    public static func linesMissing(from source: String, snippet: String, ignoring: Set<String> = []) -> [String] {
        let wanted = snippet.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("import ") && !$0.hasPrefix("//") && !ignoring.contains($0) }
        let mine = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var position = mine.startIndex
        var missing: [String] = []
        for line in wanted {
            if let found = mine[position...].firstIndex(of: line) { position = found + 1 } else { missing.append(line) }
        }
        return missing
    }

    /// How many lines of `snippet` the check above compares.
    public static func comparedLineCount(of snippet: String, ignoring: Set<String> = []) -> Int {
        snippet.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("import ") && !$0.hasPrefix("//") && !ignoring.contains($0) }.count
    }
}
