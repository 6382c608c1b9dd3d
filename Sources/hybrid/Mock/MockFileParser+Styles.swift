import HybridCore
import HybridVocabulary

/// The mock file's declarations of the classic styles and its dialog answers.
extension MockFileParser {
    func names(_ value: JSONValue?, at key: String) throws(MockFileError) -> [String] {
        guard let value else { return [] }
        guard case .array(let entries) = value else { throw fail(key, "must be an array of names") }
        var names: [String] = []
        for (index, entry) in entries.enumerated() {
            guard case .string(let name) = entry, !name.isEmpty else { throw fail("\(key)[\(index)]", "must be a non-empty string") }
            names.append(name)
        }
        return names
    }

    func namespaceMethod(_ value: JSONValue, at key: String) throws(MockFileError) -> Bridge.NamespaceMethod {
        let members = try object(value, at: key, allowed: ["handler", "callbackArgument"])
        var method = Bridge.NamespaceMethod()
        if let handler = members["handler"] {
            guard case .string(let name) = handler, !name.isEmpty else { throw fail("\(key).handler", "must be a non-empty string") }
            method.handler = name
        }
        if let index = members["callbackArgument"] {
            guard case .number(let number) = index, number == number.rounded(), number >= 0, number < 16 else {
                throw fail("\(key).callbackArgument", "must be an argument index from 0 to 15")
            }
            method.callbackArgument = Int(number)
        }
        return method
    }

    func dialogs(_ value: JSONValue) throws(MockFileError) -> MockDialogs {
        let members = try object(value, at: "dialogs", allowed: ["confirm", "prompt"])
        var dialogs = MockDialogs()
        if let confirm = members["confirm"] {
            guard case .bool(let answer) = confirm else { throw fail("dialogs.confirm", "must be true or false") }
            dialogs.confirm = answer
        }
        if let prompt = members["prompt"] {
            guard case .string(let text) = prompt else { throw fail("dialogs.prompt", "must be a string") }
            dialogs.prompt = text
        }
        return dialogs
    }
}
