import HybridVocabulary

extension MockFileParser {
    /// `"actions"`: `{"tap": "#pay"}`, `{"type": "Ann", "into": "#name"}`, `{"scroll": "#list", "by": 400}`,
    /// `{"wait": "#done", "timeoutMs": 5000}`, each with an optional `afterMs`.
    func actions(_ value: JSONValue) throws(MockFileError) -> [MockAction] {
        guard case .array(let entries) = value else { throw fail("actions", "must be an array") }
        var list: [MockAction] = []
        for (index, entry) in entries.enumerated() {
            let key = "actions[\(index)]"
            let members = try object(entry, at: key, allowed: ["tap", "type", "into", "scroll", "by", "wait", "timeoutMs", "afterMs"])
            let kinds = ["tap", "type", "scroll", "wait"].filter { members[$0] != nil }
            guard kinds.count == 1 else { throw fail(key, "must do one thing: \"tap\", \"type\", \"scroll\" or \"wait\"") }
            let after = try wholeMilliseconds(members["afterMs"], at: "\(key).afterMs")
            let kind: MockAction.Kind
            switch kinds[0] {
            case "tap": kind = .tap(selector: try selector(members["tap"], at: "\(key).tap"))
            case "type":
                guard case .string(let text)? = members["type"] else { throw fail("\(key).type", "must be the text to type") }
                kind = .type(text: text, into: try selector(members["into"], at: "\(key).into"))
            case "scroll":
                guard case .number(let pixels)? = members["by"], pixels.isFinite, abs(pixels) <= 100_000 else {
                    throw fail("\(key).by", "must be the pixels to scroll (negative: up)")
                }
                kind = .scroll(selector: try selector(members["scroll"], at: "\(key).scroll"), pixels: pixels)
            default:
                let timeout = members["timeoutMs"] == nil ? Duration.seconds(5) : try wholeMilliseconds(members["timeoutMs"], at: "\(key).timeoutMs")
                kind = .wait(selector: try selector(members["wait"], at: "\(key).wait"), timeout: timeout)
            }
            list.append(MockAction(kind: kind, after: after))
        }
        return list
    }

    private func selector(_ value: JSONValue?, at key: String) throws(MockFileError) -> String {
        guard case .string(let text)? = value, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw fail(key, "must be a CSS selector, like \"#pay\"")
        }
        return text
    }
}
