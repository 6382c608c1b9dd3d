import Foundation
import HybridEngineSupport

/// What a ``BridgeModule`` declares: its methods and events. It also sends
/// the module's events to the page, and refuses events it did not declare,
/// so what `bridge.d.ts` says a module sends is all it can send.
@MainActor
public final class BridgeModuleDeclaration {
    /// The module's namespace, as pages write it after `hybrid.`.
    public let namespace: String
    /// The prefix of the module's handler names (`namespace`, or `hybrid.namespace` for HybridKit's own).
    let handlerPrefix: String
    private(set) var methods: [String: BridgeModuleMethod] = [:]
    /// The declared events, as pages name them (`namespace.event`).
    public private(set) var events: Set<String> = []
    private(set) var problems: [String] = []
    weak var bridge: Bridge?

    init(namespace: String, handlerPrefix: String) {
        self.namespace = namespace
        self.handlerPrefix = handlerPrefix
    }

    /// The declared methods' names, sorted.
    public var methodNames: [String] { methods.keys.sorted() }

    /// Declares `hybrid.<namespace>.<name>(…)`.
    ///
    /// - Parameters:
    ///   - name: the method's name: an ASCII letter, then letters, digits and `_`.
    ///   - arguments: how the page passes params. `nil`: one argument, the params
    ///     themselves (`hybrid.camera.scan({ kind: 'qr' })`). A list of names: positional
    ///     arguments that become an object with those keys (`["kind"]` makes
    ///     `hybrid.camera.scan('qr')` send `{"kind": "qr"}`); a missing one is `null`.
    ///   - returnsValue: `false` when the method answers nothing, so the page's promise resolves to `undefined`.
    ///   - options: who may call it and how long it may take, as for any handler.
    ///   - body: answers a call: params decoded from the page's JSON (a failure answers `invalid_params`), the result encoded back.
    public func method<Params: Decodable, Result: Encodable>(
        _ name: String,
        arguments: [String]? = nil,
        returnsValue: Bool = true,
        options: BridgeHandlerOptions = BridgeHandlerOptions(),
        _ body: @escaping @MainActor @Sendable (Params, BridgeCallContext) async throws -> Result
    ) {
        methodRaw(name, arguments: arguments, returnsValue: returnsValue, options: options) { raw, context in
            let params: Params = try raw.decode()
            return try RawJSON(encoding: try await body(params, context))
        }
    }

    /// Declares a method that takes and returns JSON text exactly as sent, as
    /// ``Bridge/registerRaw(_:options:_:)`` does: for payloads passed through untouched.
    public func methodRaw(
        _ name: String,
        arguments: [String]? = nil,
        returnsValue: Bool = true,
        options: BridgeHandlerOptions = BridgeHandlerOptions(),
        _ body: @escaping @MainActor @Sendable (RawJSON, BridgeCallContext) async throws -> RawJSON
    ) {
        guard BridgeModuleName.isIdentifier(name) else {
            return problems.append("the method name \"\(name)\" is not letters, digits and _ starting with a letter")
        }
        guard methods[name] == nil else { return problems.append("the method \"\(name)\" is declared twice") }
        if let arguments, let bad = arguments.first(where: { !BridgeModuleName.isIdentifier($0) }) {
            return problems.append("the argument name \"\(bad)\" of \"\(name)\" is not letters, digits and _")
        }
        methods[name] = BridgeModuleMethod(arguments: arguments, returnsValue: returnsValue, handler: BridgeHandler(options: options, body: body))
    }

    /// Declares a method that does not need the call's context.
    public func method<Params: Decodable, Result: Encodable>(
        _ name: String,
        arguments: [String]? = nil,
        returnsValue: Bool = true,
        options: BridgeHandlerOptions = BridgeHandlerOptions(),
        _ body: @escaping @MainActor @Sendable (Params) async throws -> Result
    ) {
        method(name, arguments: arguments, returnsValue: returnsValue, options: options) { (params: Params, _) in
            try await body(params)
        }
    }

    /// Declares an event the module sends: pages hear it as `<namespace>.<name>`.
    public func event(_ name: String) {
        guard BridgeModuleName.isIdentifier(name) else {
            return problems.append("the event name \"\(name)\" is not letters, digits and _ starting with a letter")
        }
        events.insert("\(namespace).\(name)")
    }

    /// Sends the declared event `name` to the page's trusted origins.
    /// An undeclared event throws `invalid_params` and sends nothing.
    public func emit(_ name: String, _ payload: some Encodable) async throws(BridgeError) {
        let event = "\(namespace).\(name)"
        guard events.contains(event) else {
            throw .invalidParams("the module \(namespace) did not declare the event \"\(name)\"")
        }
        guard let bridge else { throw .closed }
        try await bridge.emit(event, payload)
    }

    /// Sends the declared event `name` with an empty payload (`{}`).
    public func emit(_ name: String) async throws(BridgeError) {
        try await emit(name, JSONValue.object([:]))
    }

    /// What pages are told about the module: its methods' handler names and argument shapes.
    var pageDeclaration: JSONValue {
        var object: [String: JSONValue] = [:]
        for (name, method) in methods {
            object[name] = [
                "handler": .string("\(handlerPrefix).\(name)"),
                "arguments": method.arguments.map { .array($0.map(JSONValue.string)) } ?? .null,
                "returnsValue": .bool(method.returnsValue),
            ]
        }
        return .object(object)
    }
}
