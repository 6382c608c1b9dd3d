import Foundation
import HybridVocabulary

/// What a ``BridgeModule`` declares: its methods and events. It also sends
/// the module's events to the page, and refuses events it did not declare,
/// so what `bridge.d.ts` says a module sends is all it can send.
@MainActor
public final class BridgeModuleDeclaration {
    /// The module's namespace, as pages write it after `hybrid.`.
    public let namespace: String
    /// The prefix of the module's handler names (`namespace`, or `hybrid.namespace` for HybridKit's own);
    /// `nil` for a bridge shorthand's module, which has no `hybrid.<namespace>` object.
    let handlerPrefix: String?
    private(set) var methods: [String: BridgeModuleMethod] = [:]
    /// What only the bridge's shorthands declare (``Bridge/register(_:options:_:)``, ``Bridge/exposeNamespace(_:methods:)``,
    /// ``Bridge/exposeMessageHandler(_:handler:)``, ``Bridge/routeURLScheme(_:)``): handlers under names of their
    /// own, page-world objects of other styles, and app schemes routed to handlers.
    private(set) var namedHandlers: [String: BridgeHandler] = [:]
    private(set) var pageNamespaces: [String: JSONValue] = [:]
    private(set) var messageHandlers: [String: JSONValue] = [:]
    private(set) var urlSchemes: [String] = []
    /// The declared events, as pages name them (`namespace.event`).
    public private(set) var events: Set<String> = []
    private(set) var problems: [String] = []
    weak var bridge: Bridge?

    init(namespace: String, handlerPrefix: String?) {
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

    /// Whether pages get `hybrid.<namespace>` for it: every module but a shorthand's.
    var declaresPageModule: Bool { handlerPrefix != nil }

    /// Every handler the module adds to the bridge, by the name pages call it with.
    var handlers: [String: BridgeHandler] {
        var all = namedHandlers
        for (name, method) in methods { all["\(handlerPrefix ?? namespace).\(name)"] = method.handler }
        return all
    }

    /// A handler under a name of its own (`scan`, `app.scan`), for ``Bridge/register(_:options:_:)``.
    /// Names under `hybrid.` are HybridKit's own: a shorthand may not take one, or its handler would pass for plumbing.
    func handler(_ name: String, _ handler: BridgeHandler) {
        guard !name.hasPrefix("hybrid.") else { return problems.append("the handler name \"\(name)\" starts with hybrid., which is HybridKit's own") }
        namedHandlers[name] = handler
    }

    /// A namespace object in the page's world (`app.scan('cb')`), for ``Bridge/exposeNamespace(_:methods:)``.
    func pageNamespace(_ name: String, _ methods: [String: Bridge.NamespaceMethod]) {
        var methodObjects: [String: JSONValue] = [:]
        for (method, declaration) in methods {
            methodObjects[method] = [
                "handler": .string(declaration.handler ?? "\(name).\(method)"),
                "callback": declaration.callbackArgument.map { .number(Double($0)) } ?? .null,
            ]
        }
        pageNamespaces[name] = .object(methodObjects)
    }

    /// `window.webkit.messageHandlers.<name>` calling `handler`, for ``Bridge/exposeMessageHandler(_:handler:)``.
    func messageHandler(_ name: String, handler: String) { messageHandlers[name] = .string(handler) }

    /// Navigations to `scheme://…` routed to handlers, for ``Bridge/routeURLScheme(_:)``.
    func urlScheme(_ scheme: String) { urlSchemes.append(scheme) }

    /// A later shorthand took over `handler` or `namespace`: this module no longer declares it.
    func forget(handler: String? = nil, namespace: String? = nil) {
        if let handler { namedHandlers[handler] = nil }
        if let namespace { pageNamespaces[namespace] = nil }
    }

    /// Whether the module still adds anything to the bridge or its pages.
    var declaresNothing: Bool {
        methods.isEmpty && events.isEmpty && namedHandlers.isEmpty && pageNamespaces.isEmpty && messageHandlers.isEmpty && urlSchemes.isEmpty
    }

    /// What documents loaded afterwards get at their start (bridge-declare.js); `nil` when nothing.
    var documentStartDeclaration: JSONValue? {
        var object: [String: JSONValue] = [:]
        if declaresPageModule { object["modules"] = .object([namespace: pageDeclaration]) }
        if !pageNamespaces.isEmpty { object["namespaces"] = .object(pageNamespaces) }
        if !messageHandlers.isEmpty { object["messageHandlers"] = .object(messageHandlers) }
        return object.isEmpty ? nil : .object(object)
    }

    /// What pages are told about the module: its methods' handler names and argument shapes.
    var pageDeclaration: JSONValue {
        var object: [String: JSONValue] = [:]
        for (name, method) in methods {
            object[name] = [
                "handler": .string("\(handlerPrefix ?? namespace).\(name)"),
                "arguments": method.arguments.map { .array($0.map(JSONValue.string)) } ?? .null,
                "returnsValue": .bool(method.returnsValue),
            ]
        }
        return .object(object)
    }
}
