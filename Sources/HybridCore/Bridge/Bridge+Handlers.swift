import HybridVocabulary
extension Bridge {
    /// Registers a handler that takes and returns JSON text exactly as sent.
    ///
    /// Use it to pass payloads through untouched (lone surrogates included) or
    /// to avoid decoding large ones. Throw a ``BridgeErrorConvertible`` to choose the error code.
    ///
    /// A shorthand for a ``BridgeModule`` holding this one handler, installed as every
    /// module is; it replaces a handler registered earlier under `name`.
    public func registerRaw(
        _ name: String,
        options: BridgeHandlerOptions = BridgeHandlerOptions(),
        _ body: @escaping @MainActor @Sendable (RawJSON, BridgeCallContext) async throws -> RawJSON
    ) {
        let handler = BridgeHandler(options: options, body: body)
        installShorthand("register \(name)") { $0.handler(name, handler) }
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
    public func removeHandler(_ name: String) {
        router.remove(name)
        modules.forget(handlers: [name])
    }

    /// The names of the registered handlers.
    public var handlerNames: [String] { router.handlerNames }

    /// Exposes a namespace object to the page, e.g. `app` with `app.scan('scanResult')`.
    ///
    /// Documents loaded afterwards have the object from their first script on
    /// (it is defined at document start; calls made before the bridge is ready
    /// are queued), so `app.scan('cb')` works inline and at `onload`. A document
    /// already loaded gets it when it says hello, if it has not yet. A shorthand for a
    /// ``BridgeModule`` declaring the object, installed as every module is.
    public func exposeNamespace(_ name: String, methods: [String: Bridge.NamespaceMethod]) {
        installShorthand("namespace \(name)") { $0.pageNamespace(name, methods) }
    }

    func namespaceConfiguration() -> RawJSON {
        // Only strings and small integers: always encodable.
        RawJSON(trusted: JSONValue.object(modules.pageNamespaces).jsonText)
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
