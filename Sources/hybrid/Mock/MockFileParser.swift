import Foundation
import HybridCore
import HybridVocabulary

/// Checks a mock file's JSON and builds the ``MockFile``, naming the exact key
/// at fault in every error.
struct MockFileParser {
    let file: String

    /// Ten minutes: longer than any run, short enough to catch a seconds/milliseconds mix-up.
    static let longestDelayMilliseconds = 600_000

    func parse(_ root: JSONValue) throws(MockFileError) -> MockFile {
        let members = try object(root, at: "", allowed: ["handlers", "events", "calls", "appSchemes", "namespaces", "messageHandlers", "dialogs",
                                                          "files", "permissions", "position", "credentials", "certificates", "nativeScreens",
                                                          "pageCalls", "screenshotAfter", "expect", "actions"])
        var mock = MockFile()
        if let handlers = members["handlers"] {
            for (name, entry) in try object(handlers, at: "handlers") {
                mock.handlers[name] = try reply(entry, at: "handlers.\(name)")
            }
        }
        for (key, kind, valueKey) in [("events", MockDelivery.Kind.event, "payload"), ("calls", .call, "params")] {
            guard let list = members[key] else { continue }
            guard case .array(let entries) = list else { throw fail(key, "must be an array") }
            for (index, entry) in entries.enumerated() {
                mock.deliveries.append(try delivery(entry, kind: kind, valueKey: valueKey, at: "\(key)[\(index)]"))
            }
        }
        if let list = members["pageCalls"] {
            guard case .array(let entries) = list else { throw fail("pageCalls", "must be an array") }
            for (index, entry) in entries.enumerated() { mock.deliveries.append(try pageCall(entry, at: "pageCalls[\(index)]")) }
        }
        if let expect = members["expect"] { mock.expectations = try expectations(expect) }
        if let actions = members["actions"] { mock.actions = try self.actions(actions) }
        if let selector = members["screenshotAfter"] {
            guard case .string(let text) = selector, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw fail("screenshotAfter", "must be a CSS selector, like \"#cart li\"")
            }
            mock.screenshotAfter = text
        }
        mock.appSchemes = try names(members["appSchemes"], at: "appSchemes")
        mock.messageHandlers = try names(members["messageHandlers"], at: "messageHandlers")
        if let namespaces = members["namespaces"] {
            for (name, methods) in try object(namespaces, at: "namespaces") {
                var declared: [String: Bridge.NamespaceMethod] = [:]
                for (method, entry) in try object(methods, at: "namespaces.\(name)") {
                    declared[method] = try namespaceMethod(entry, at: "namespaces.\(name).\(method)")
                }
                mock.namespaces[name] = declared
            }
        }
        if let dialogs = members["dialogs"] { mock.dialogs = try self.dialogs(dialogs) }
        if let files = members["files"] { mock.device.files = try self.files(files) }
        if let permissions = members["permissions"] { mock.device.granted = try self.permissions(permissions) }
        if let position = members["position"] { mock.device.position = try self.position(position) }
        if let credentials = members["credentials"] { mock.device.credentials = try self.credentials(credentials) }
        if let certificates = members["certificates"] { mock.certificates = try self.certificates(certificates) }
        if let screens = members["nativeScreens"] {
            for (uri, entry) in try object(screens, at: "nativeScreens") {
                let fields = try object(entry, at: "nativeScreens.\(uri)", allowed: ["result"])
                mock.nativeScreens[uri] = fields["result"] ?? .null
            }
        }
        return mock
    }

    private func reply(_ value: JSONValue, at key: String) throws(MockFileError) -> MockReply {
        let members = try object(value, at: key, allowed: ["result", "error", "delayMs", "echo", "thenCall"])
        let delay = try milliseconds(members["delayMs"], at: "\(key).delayMs")
        let thenCall = try functionName(members["thenCall"], at: "\(key).thenCall")
        let answers = ["result", "error", "echo"].filter { members[$0] != nil }
        if answers.count > 1 { throw fail(key, "has both \(answers.map { "\"\($0)\"" }.joined(separator: " and ")); keep one") }
        if let echo = members["echo"] {
            guard echo == .bool(true) else { throw fail("\(key).echo", "must be true (the params come back as the result)") }
            return MockReply(outcome: .echo, delay: delay, thenCall: thenCall)
        }
        guard let error = members["error"] else {
            let result = members["result"] ?? .null
            let outcome: MockReply.Outcome = MockTemplate.namesAParam(result) ? .template(result) : .result(try raw(result, at: "\(key).result"))
            return MockReply(outcome: outcome, delay: delay, thenCall: thenCall)
        }
        let fields = try object(error, at: "\(key).error", allowed: ["code", "message"])
        guard case .string(let code)? = fields["code"], !code.isEmpty else { throw fail("\(key).error.code", "must be a non-empty string") }
        var message = code
        if let text = fields["message"] {
            guard case .string(let given) = text else { throw fail("\(key).error.message", "must be a string") }
            message = given
        }
        return MockReply(outcome: .error(MockError(code: code, message: message)), delay: delay, thenCall: thenCall)
    }

    private func delivery(_ value: JSONValue, kind: MockDelivery.Kind, valueKey: String, at key: String) throws(MockFileError) -> MockDelivery {
        let allowed: Set<String> = kind == .call ? ["name", valueKey, "afterMs", "timeout", "reply"] : ["name", valueKey, "afterMs"]
        let members = try object(value, at: key, allowed: allowed)
        guard case .string(let name)? = members["name"], !name.isEmpty else { throw fail("\(key).name", "must be a non-empty string") }
        let after = try milliseconds(members["afterMs"], at: "\(key).afterMs")
        var delivery = MockDelivery(kind: kind, name: name, value: try raw(members[valueKey], at: "\(key).\(valueKey)"), after: after)
        if let reply = members["reply"] {
            guard case .bool(let expects) = reply else { throw fail("\(key).reply", "must be true or false (false: the page's function answers nothing)") }
            delivery.expectsReply = expects
        }
        if members["timeout"] != nil {
            delivery.timeout = try milliseconds(members["timeout"], at: "\(key).timeout")
            guard delivery.timeout > .zero else { throw fail("\(key).timeout", "must be more than 0 milliseconds") }
        }
        return delivery
    }

    /// `{"function": "getMobileCodeResult", "args": ["1234"], "afterMs": 100}`: a page global called by name.
    private func pageCall(_ value: JSONValue, at key: String) throws(MockFileError) -> MockDelivery {
        let members = try object(value, at: key, allowed: ["function", "args", "afterMs"])
        guard let name = try functionName(members["function"], at: "\(key).function") else { throw fail("\(key).function", "is required") }
        var arguments: [RawJSON] = []
        if let args = members["args"] {
            guard case .array(let items) = args else { throw fail("\(key).args", "must be an array of the function's arguments") }
            for (index, item) in items.enumerated() { arguments.append(try raw(item, at: "\(key).args[\(index)]")) }
        }
        var delivery = MockDelivery(kind: .pageFunction, name: name, value: .null, after: try milliseconds(members["afterMs"], at: "\(key).afterMs"))
        delivery.arguments = arguments
        return delivery
    }

    /// A page global's name: letters, digits, `_` and `$`, not starting with a digit.
    private func functionName(_ value: JSONValue?, at key: String) throws(MockFileError) -> String? {
        guard let value else { return nil }
        guard case .string(let name) = value, let first = name.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first),
              name.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "_" || $0 == "$" }), name.count <= 200
        else { throw fail(key, "must be the name of a page global function, like getMobileCodeResult") }
        return name
    }

    /// A value as the JSON text the bridge sends; absent is `null`.
    private func raw(_ value: JSONValue?, at key: String) throws(MockFileError) -> RawJSON {
        do { return try RawJSON(value ?? .null) } catch { throw fail(key, error.message) }
    }

    func object(_ value: JSONValue, at key: String, allowed: Set<String>? = nil) throws(MockFileError) -> [String: JSONValue] {
        guard case .object(let members) = value else { throw fail(key, key.isEmpty ? "the top level must be an object" : "must be an object") }
        if let allowed, let unknown = members.keys.sorted().first(where: { !allowed.contains($0) }) {
            let known = allowed.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            throw fail(key.isEmpty ? unknown : "\(key).\(unknown)", "is not a known key (expected \(known))")
        }
        return members
    }

    func wholeMilliseconds(_ value: JSONValue?, at key: String) throws(MockFileError) -> Duration {
        try milliseconds(value, at: key)
    }

    private func milliseconds(_ value: JSONValue?, at key: String) throws(MockFileError) -> Duration {
        guard let value else { return .zero }
        guard case .number(let number) = value, number == number.rounded(), number >= 0,
              number <= Double(Self.longestDelayMilliseconds)
        else { throw fail(key, "must be a whole number of milliseconds from 0 to \(Self.longestDelayMilliseconds)") }
        return .milliseconds(Int(number))
    }

    func fail(_ key: String, _ problem: String) -> MockFileError {
        MockFileError(file: file, key: key, problem: problem)
    }
}
