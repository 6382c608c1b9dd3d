import HybridVocabulary

extension MockFileParser {
    /// `"expect"`: `{"called": "name", "params": {…}}`, `{"text": "#sel", "equals": "…"}` (or `"contains"`),
    /// `{"console": "…"}`, `{"noPageError": true}`, `{"notBlank": true}`.
    func expectations(_ value: JSONValue) throws(MockFileError) -> [MockExpectation] {
        guard case .array(let entries) = value else { throw fail("expect", "must be an array") }
        var list: [MockExpectation] = []
        for (index, entry) in entries.enumerated() {
            let key = "expect[\(index)]"
            let members = try object(entry, at: key, allowed: ["called", "params", "text", "equals", "contains", "console", "noPageError", "notBlank"])
            let kinds = ["called", "text", "console", "noPageError", "notBlank"].filter { members[$0] != nil }
            guard kinds.count == 1 else { throw fail(key, "must say one thing: \"called\", \"text\", \"console\", \"noPageError\" or \"notBlank\"") }
            switch kinds[0] {
            case "called":
                list.append(.called(handler: try string(members["called"], at: "\(key).called"), params: members["params"]))
            case "text":
                let selector = try string(members["text"], at: "\(key).text")
                if let equals = members["equals"] {
                    list.append(.text(selector: selector, expected: try string(equals, at: "\(key).equals"), exact: true))
                } else if let contains = members["contains"] {
                    list.append(.text(selector: selector, expected: try string(contains, at: "\(key).contains"), exact: false))
                } else {
                    throw fail(key, "needs \"equals\" or \"contains\" with the text")
                }
            case "console": list.append(.console(try string(members["console"], at: "\(key).console")))
            case "noPageError":
                guard members["noPageError"] == .bool(true) else { throw fail("\(key).noPageError", "must be true") }
                list.append(.noPageError)
            default:
                guard members["notBlank"] == .bool(true) else { throw fail("\(key).notBlank", "must be true") }
                list.append(.notBlank)
            }
        }
        return list
    }

    private func string(_ value: JSONValue?, at key: String) throws(MockFileError) -> String {
        guard case .string(let text)? = value, !text.isEmpty else { throw fail(key, "must be a non-empty string") }
        return text
    }
}
