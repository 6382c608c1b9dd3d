import HybridCore
import WebKit
import HybridVocabulary
import HybridEngineInterface

extension AppleWebView {

    public func addUserScript(_ script: UserScript) throws {
        try ensureOpen()
        let time: WKUserScriptInjectionTime = script.runsAtDocumentEnd ? .atDocumentEnd : .atDocumentStart
        contentController.addUserScript(WKUserScript(
            source: script.source, injectionTime: time, forMainFrameOnly: script.forMainFrameOnly,
            in: AppleContentWorld.make(script.world)))
    }

    public func removeAllUserScripts() throws {
        try ensureOpen()
        contentController.removeAllUserScripts()
    }

    /// WebKit raises an exception for a name already taken, so a handler of the same name is removed first.
    public func addMessageHandler(named name: String, in world: ContentWorld, handler: @escaping ScriptMessageHandler) throws {
        try ensureOpen()
        if let previous = messageRelays[name] { try removeMessageHandler(named: name, in: previous) }
        let relay = AppleScriptMessageRelay(world: world, handler: handler)
        contentController.addScriptMessageHandler(relay, contentWorld: AppleContentWorld.make(world), name: name)
        messageRelays[name] = world
    }

    public func removeMessageHandler(named name: String, in world: ContentWorld) throws {
        try ensureOpen()
        guard messageRelays[name] == world else { return }
        contentController.removeScriptMessageHandler(forName: name, contentWorld: AppleContentWorld.make(world))
        messageRelays[name] = nil
    }
}
