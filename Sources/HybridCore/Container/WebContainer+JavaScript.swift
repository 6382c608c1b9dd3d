import HybridVocabulary

/// Scripts the app runs in its page: WebKit's own evaluations (a user gesture),
/// and the app's script handed over as the bridge delivers (none).
extension WebContainer {
    /// Runs `source` in the page (or in a world of the app's own) and returns its value as JSON.
    /// The bridge runtime's world is refused with `EngineError/reservedWorld(_:)`.
    ///
    /// WebKit runs it as a user gesture, on both engines: while it runs, and in
    /// what it triggers at once, the page may open popups and external apps, and
    /// the page counts as activated from then on. To hand the page a value or an
    /// event without that, use the bridge (``Bridge/call(_:_:as:timeout:to:)``,
    /// ``Bridge/emit(_:_:to:)``), which delivers with no gesture.
    public func evaluateJavaScript(_ source: String, in world: ContentWorld = .page) async throws -> JSONValue {
        try Self.checkAppWorld(world)
        return try await view.evaluateJavaScript(source, in: world)
    }

    /// Runs `source` and decodes its value.
    public func evaluateJavaScript<T: Decodable>(_ source: String, as type: T.Type, in world: ContentWorld = .page) async throws -> T {
        try await evaluateJavaScript(source, in: world).decode(T.self)
    }

    /// Runs `body` as an async function whose parameters are `arguments`' keys.
    /// Like ``evaluateJavaScript(_:in:)``, WebKit runs it as a user gesture.
    public func callAsyncJavaScript(_ body: String, arguments: [String: JSONValue] = [:], in world: ContentWorld = .page) async throws -> JSONValue {
        try Self.checkAppWorld(world)
        return try await view.callAsyncJavaScript(body, arguments: arguments, in: world)
    }

    /// Runs `body` as an async function in the page's world, as
    /// ``callAsyncJavaScript(_:arguments:in:)`` does, but handed over the way the
    /// bridge delivers: with no user gesture, so it cannot open popups or external
    /// apps, nor mark the page as activated. Needs the main frame's bridge runtime
    /// (any page the container loaded) and, under a Content-Security-Policy without
    /// `'unsafe-eval'`, throws `js_exception`. Throws ``BridgeError``: `timeout`,
    /// `page_gone` when the page goes first, or `bridge_closed`.
    public func callAsyncJavaScriptWithoutUserGesture(
        _ body: String, arguments: [String: JSONValue] = [:], timeout: Duration = .seconds(30)
    ) async throws -> JSONValue {
        try await bridge.runTask("runInPage", arguments: ["body": .string(body), "arguments": .object(arguments)], timeout: timeout)
    }

    /// Adds a script to every document from now on; not in the bridge runtime's world.
    public func addUserScript(_ script: UserScript) throws {
        try Self.checkAppWorld(script.world)
        try view.addUserScript(script)
    }

    /// The bridge runtime's world is the container's alone: a script there could speak for any origin.
    private static func checkAppWorld(_ world: ContentWorld) throws {
        guard world != .hybrid else { throw EngineError.reservedWorld(world.name ?? "") }
    }
}

extension WebContainer {
    /// Checks whether the page shows nothing although its process lives (a white screen).
    /// Run it when the app comes to the foreground, or on demand.
    public func probeBlankPage(_ probe: BlankPageProbe = .default) async -> BlankPageProbe.Verdict {
        await probe.run(view: view, bridge: bridge)
    }

    /// Probes, and brings a blank page back: a stuck renderer's process is
    /// ended (recovery then reloads the page as after a crash), or reloaded
    /// where the engine cannot end it (WKWebView); an empty or unpainted page
    /// is reloaded. Returns what the probe found.
    @discardableResult
    public func recoverIfBlank(_ probe: BlankPageProbe = .default) async -> BlankPageProbe.Verdict {
        let verdict = await probe.run(view: view, bridge: bridge)
        await BlankPageProbe.recover(verdict, view: view, isRecoveryPending: isRecoveryPending) { _ = try? await reload() }
        return verdict
    }
}
