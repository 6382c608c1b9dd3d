import HybridVocabulary
import HybridEngineInterface

/// What a container put into its view, in order, to put into a replacement view.
@MainActor
struct ViewInstalls {
    enum Handler {
        case plain(ScriptMessageHandler)
        case replyingLater(ScriptMessageReplyingHandler)
    }

    struct NamedHandler {
        var name: String
        var world: ContentWorld
        var handler: Handler
    }

    var scripts: [UserScript] = []
    private(set) var handlers: [NamedHandler] = []
    /// `nil`: never set; `.some(nil)`: set back to the engine's.
    var userAgent: String??
    var hidden: Bool?
    var inspectable: Bool?
    var viewSettings: ViewSettings?
    var keyboardOverlap: Double?

    mutating func add(_ handler: Handler, named name: String, in world: ContentWorld) {
        remove(named: name, in: world)
        handlers.append(NamedHandler(name: name, world: world, handler: handler))
    }

    mutating func remove(named name: String, in world: ContentWorld) {
        handlers.removeAll { $0.name == name && $0.world == world }
    }

    /// `scriptsInPlace`: what `view` already holds. The same list is left as it is: each script
    /// sent again would be work for the web process just before the recovered page loads.
    func replay(on view: any WebEngineView, scriptsInPlace: [UserScript] = []) throws {
        if scriptsInPlace != scripts {
            if !scriptsInPlace.isEmpty { try view.removeAllUserScripts() }
            for script in scripts { try view.addUserScript(script) }
        }
        for entry in handlers {
            switch entry.handler {
            case .plain(let handler): try view.addMessageHandler(named: entry.name, in: entry.world, handler: handler)
            case .replyingLater(let handler): try view.addMessageHandler(named: entry.name, in: entry.world, replyingLater: handler)
            }
        }
        if let userAgent { try view.setCustomUserAgent(userAgent) }
        if let inspectable { view.setInspectable(inspectable) }
        if let hidden { view.setHidden(hidden) }
        if let viewSettings { view.apply(viewSettings) }
        if let keyboardOverlap { view.setKeyboardOverlap(keyboardOverlap) }
    }
}
