import CWebKitGTK
import HybridVocabulary
import HybridEngineInterface

extension GTKWebView {
    public func addUserScript(_ script: UserScript) throws {
        try ensureOpen()
        let frames = script.forMainFrameOnly ? WEBKIT_USER_CONTENT_INJECT_TOP_FRAME : WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES
        let time = script.runsAtDocumentEnd
            ? WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_END : WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START
        let userScript: OpaquePointer?
        if let world = script.world.name {
            userScript = webkit_user_script_new_for_world(script.source, frames, time, world, nil, nil)
        } else {
            userScript = webkit_user_script_new(script.source, frames, time, nil, nil)
        }
        webkit_user_content_manager_add_script(contentManager, userScript)
        webkit_user_script_unref(userScript)
    }

    public func removeAllUserScripts() throws {
        try ensureOpen()
        webkit_user_content_manager_remove_all_scripts(contentManager)
    }

    public func addMessageHandler(named name: String, in world: ContentWorld, handler: @escaping ScriptMessageHandler) throws {
        // `immediate`: the handler runs inside the signal, up to its first
        // suspension. Messages are handled in the order the page sent them, and
        // one refused at once (too many calls in flight) is answered here, so a
        // flood never queues tens of thousands of tasks before any of them runs.
        try addMessageHandler(named: name, in: world) { message, reply in
            Task.immediate { @MainActor in reply.finish(await handler(message)) }
        }
    }

    public func addMessageHandler(named name: String, in world: ContentWorld,
                                  replyingLater handler: @escaping ScriptMessageReplyingHandler) throws {
        try ensureOpen()
        if messageHandlers[name] != nil { try removeMessageHandler(named: name, in: messageHandlers[name]!.world) }
        guard webkit_user_content_manager_register_script_message_handler_with_reply(contentManager, name, world.name) != 0 else {
            throw EngineError.operationFailed("a message handler named \(name) is already registered in this view")
        }
        messageHandlers[name] = (world, handler)
        typealias Received = @convention(c) (gpointer?, UnsafeMutablePointer<JSCValue>?, OpaquePointer?, gpointer?) -> gboolean
        let received: Received = { _, value, reply, data in
            MainActor.assumeIsolated {
                guard let box = data.map({ Unmanaged<MessageBox>.fromOpaque($0).takeUnretainedValue() }),
                      let view = box.view, let value, let reply else { return 0 }
                view.handleScriptMessage(named: box.name, value: value, reply: reply)
                return 1
            }
        }
        let data = Unmanaged.passRetained(MessageBox(view: self, name: name)).toOpaque()
        messageSignalIDs[name] = connectSignal(contentManager, "script-message-with-reply-received::\(name)", received, data: data)
    }

    public func removeMessageHandler(named name: String, in world: ContentWorld) throws {
        try ensureOpen()
        guard messageHandlers.removeValue(forKey: name) != nil else { return }
        if let id = messageSignalIDs.removeValue(forKey: name) { g_signal_handler_disconnect(contentManager, id) }
        if let worldName = world.name {
            webkit_user_content_manager_unregister_script_message_handler_in_world(contentManager, name, worldName)
        } else {
            webkit_user_content_manager_unregister_script_message_handler(contentManager, name)
        }
    }

    private func handleScriptMessage(named name: String, value: UnsafeMutablePointer<JSCValue>, reply: OpaquePointer) {
        guard let entry = messageHandlers[name] else { return }
        webkit_script_message_reply_ref(reply)
        let context = jsc_value_get_context(value)
        g_object_ref(context)
        let body: JSONValue
        do {
            body = try JSCValueConversion.jsonValue(from: value)
        } catch {
            Self.reply(reply, context: context, with: .failure(ScriptMessageRejection("message body has no JSON form: \(error)")))
            return
        }
        let message = ScriptMessage(handlerName: name, body: body, world: entry.world)
        entry.handler(message, ScriptMessageReply(fallback: .failure(ScriptMessageRejection("the message was not answered"))) { result in
            Self.reply(reply, context: context, with: result)
        })
    }

    private static func reply(_ reply: OpaquePointer, context: UnsafeMutablePointer<JSCContext>?, with result: Result<JSONValue, ScriptMessageRejection>) {
        switch result {
        case .success(let value):
            let jsValue = JSCValueConversion.jscValue(from: value, in: context)
            webkit_script_message_reply_return_value(reply, jsValue)
            if let jsValue { g_object_unref(jsValue) }
        case .failure(let rejection):
            webkit_script_message_reply_return_error_message(reply, rejection.message)
        }
        webkit_script_message_reply_unref(reply)
        g_object_unref(context)
    }
}

/// The signal data of one message handler: the view, weakly, and the handler's name.
final class MessageBox {
    weak var view: GTKWebView?
    let name: String
    init(view: GTKWebView, name: String) {
        self.view = view
        self.name = name
    }
}
