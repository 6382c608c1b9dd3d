import HybridEngineSupport
extension Bridge {
    /// Registers a handler that takes and returns JSON text exactly as sent.
    ///
    /// Use it to pass payloads through untouched (lone surrogates included) or
    /// to avoid decoding large ones. Throw a ``BridgeErrorConvertible`` to choose the error code.
    public func registerRaw(
        _ name: String,
        options: BridgeHandlerOptions = BridgeHandlerOptions(),
        _ body: @escaping @MainActor @Sendable (RawJSON, BridgeCallContext) async throws -> RawJSON
    ) {
        router.register(name, BridgeHandler(options: options, body: body))
    }

    /// Registers a typed handler: params decode from JSON into `Params`
    /// (failures answer `invalid_params`), the result encodes to JSON.
    public func register<Params: Decodable, Result: Encodable>(
        _ name: String,
        options: BridgeHandlerOptions = BridgeHandlerOptions(),
        _ body: @escaping @MainActor @Sendable (Params, BridgeCallContext) async throws -> Result
    ) {
        registerRaw(name, options: options) { raw, context in
            let params: Params = try raw.decode()
            return try RawJSON(encoding: try await body(params, context))
        }
    }

    /// Registers a typed handler that does not need the call's context.
    public func register<Params: Decodable, Result: Encodable>(
        _ name: String,
        options: BridgeHandlerOptions = BridgeHandlerOptions(),
        _ body: @escaping @MainActor @Sendable (Params) async throws -> Result
    ) {
        register(name, options: options) { (params: Params, _: BridgeCallContext) in try await body(params) }
    }

    /// Removes a handler; later calls get `handler_not_found`.
    public func removeHandler(_ name: String) { router.remove(name) }

    /// The names of the registered handlers.
    public var handlerNames: [String] { router.handlerNames }

    /// Exposes a namespace object to the page, e.g. `app` with `app.scan('scanResult')`.
    ///
    /// Documents loaded afterwards have the object from their first script on
    /// (it is defined at document start; calls made before the bridge is ready
    /// are queued), so `app.scan('cb')` works inline and at `onload`. A document
    /// already loaded gets it when it says hello, if it has not yet.
    public func exposeNamespace(_ name: String, methods: [String: Bridge.NamespaceMethod]) {
        namespaces[name] = methods
        declareForNewDocuments(["namespaces": [name: namespaceObject(name, methods)]])
    }

    func namespaceConfiguration() -> RawJSON {
        var object: [String: JSONValue] = [:]
        for (namespace, methods) in namespaces { object[namespace] = namespaceObject(namespace, methods) }
        // Only strings and small integers: always encodable.
        return RawJSON(trusted: JSONValue.object(object).jsonText)
    }

    private func namespaceObject(_ namespace: String, _ methods: [String: Bridge.NamespaceMethod]) -> JSONValue {
        var methodObjects: [String: JSONValue] = [:]
        for (method, declaration) in methods {
            methodObjects[method] = [
                "handler": .string(declaration.handler ?? "\(namespace).\(method)"),
                "callback": declaration.callbackArgument.map { .number(Double($0)) } ?? .null,
            ]
        }
        return .object(methodObjects)
    }
}

extension Bridge {
    /// The common parameters' values for a page of `origin`, as the JSON its runtime reads into `hybrid.values`.
    func pageValues(for origin: String) -> RawJSON {
        let values = commonParameters?.scriptValues(for: origin) ?? [:]
        // Checked when the parameters were made: always encodable.
        return (try? RawJSON(JSONValue.object(values))) ?? RawJSON(trusted: "{}")
    }
}
