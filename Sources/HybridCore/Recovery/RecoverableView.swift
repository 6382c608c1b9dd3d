import HybridVocabulary
import HybridEngineInterface

/// The view a container talks to, whose engine view recovery can replace.
///
/// It passes every call on and keeps what was installed in the page (user
/// scripts, message handlers, the user agent, inspectability, visibility), so a
/// replacement view gets the same before it loads anything: a page recovered
/// into a warm view keeps its bridge, scripts and handlers without any feature
/// installing them again. Events come only from the view relayed now.
@MainActor
final class RecoverableView: RelayingView {
    private(set) var current: (any WebEngineView)?
    weak var delegate: (any WebEngineViewDelegate)?
    var installs = ViewInstalls()
    private var hasOneTimeScripts = false
    /// Views replaced and not yet closed (see ``replace(with:holding:once:closingOldLater:)``).
    private var replaced: [any WebEngineView] = []
    private var isClosing = false
    var relayed: (any WebEngineView)? { current }

    init(_ view: any WebEngineView) {
        current = view
        view.delegate = self
    }

    /// The engine's own view, through a pool lease when there is one.
    var engineView: (any WebEngineView)? { (current as? LeasedView)?.view ?? current }

    func addUserScript(_ script: UserScript) throws {
        try live().addUserScript(script)
        installs.scripts.append(script)
    }

    func removeAllUserScripts() throws {
        try live().removeAllUserScripts()
        installs.scripts.removeAll()
    }

    func addMessageHandler(named name: String, in world: ContentWorld, handler: @escaping ScriptMessageHandler) throws {
        try live().addMessageHandler(named: name, in: world, handler: handler)
        installs.add(.plain(handler), named: name, in: world)
    }

    func addMessageHandler(named name: String, in world: ContentWorld, replyingLater handler: @escaping ScriptMessageReplyingHandler) throws {
        try live().addMessageHandler(named: name, in: world, replyingLater: handler)
        installs.add(.replyingLater(handler), named: name, in: world)
    }

    func removeMessageHandler(named name: String, in world: ContentWorld) throws {
        try live().removeMessageHandler(named: name, in: world)
        installs.remove(named: name, in: world)
    }

    func setCustomUserAgent(_ userAgent: String?) throws {
        try live().setCustomUserAgent(userAgent)
        installs.userAgent = .some(userAgent)
    }

    func setHidden(_ hidden: Bool) {
        current?.setHidden(hidden)
        installs.hidden = hidden
    }

    func setInspectable(_ inspectable: Bool) {
        current?.setInspectable(inspectable)
        installs.inspectable = inspectable
    }

    func apply(_ settings: ViewSettings) {
        current?.apply(settings)
        installs.viewSettings = settings
    }

    func setKeyboardOverlap(_ height: Double) {
        current?.setKeyboardOverlap(height)
        installs.keyboardOverlap = height
    }

    /// Moves the page's installs onto `replacement` and relays to it from now
    /// on; the old view goes on the next turn (the engine may be inside one of
    /// its signals). When the replacement cannot take them, it is closed and
    /// nothing changes.
    /// `holding`: the user scripts `replacement` already has; when they are the page's, they are not sent again.
    /// `once` joins the replacement for its first load only (see ``dropOneTimeScripts()``).
    /// `closingOldLater` leaves the old view to ``closeReplaced()``: a recovery closes it once the
    /// page is back, since closing a view holds the main loop that the new load's first messages wait on.
    func replace(with replacement: any WebEngineView, holding scriptsInPlace: [UserScript] = [], once: UserScript? = nil,
                 closingOldLater: Bool = false) throws {
        guard let old = current else { throw EngineError.viewClosed }
        do {
            try installs.replay(on: replacement, scriptsInPlace: scriptsInPlace)
            if let once { try replacement.addUserScript(once) }
        } catch {
            replacement.close()
            throw error
        }
        current = replacement
        // The replacement holds the installed scripts, and this load's own when given.
        hasOneTimeScripts = once != nil
        replacement.delegate = self
        if old.delegate === self { old.delegate = nil }
        old.dismissScriptDialogs()
        replaced.append(old)
        if !closingOldLater { closeReplaced() }
    }

    /// Closes the views replaced so far on the next turn (the engine may be inside one of their signals).
    func closeReplaced() {
        let views = replaced
        replaced.removeAll()
        guard !views.isEmpty else { return }
        Task { Self.end(views) }
    }

    /// A leased view's lease ends (its pool does not recycle a replaced view); any other view closes.
    private static func end(_ views: [any WebEngineView]) {
        for old in views {
            if let lease = old as? LeasedView { lease.end(recycling: false) } else { old.close() }
        }
    }

    /// After a recovery's load, once the page and the app have had `grace` to go on: closes the views
    /// replaced (about a millisecond of the main loop each) and takes the one-load scripts out of the
    /// view shown now. A view that replaced this one meanwhile keeps its own, for its own load.
    func tidyUp(after grace: Duration) {
        let views = replaced
        replaced.removeAll()
        let shown = current
        _ = DeadlineTimers.shared.schedule(after: grace) { [weak self] in
            Self.end(views)
            guard let self, let shown, self.current === shown else { return }
            try? self.dropOneTimeScripts()
        }
    }

    /// Takes the one-load scripts out again: the scripts become the installed ones alone.
    func dropOneTimeScripts() throws {
        guard hasOneTimeScripts, let view = current else { return }
        hasOneTimeScripts = false
        try view.removeAllUserScripts()
        for script in installs.scripts { try view.addUserScript(script) }
    }

    /// Closes the view while still relaying: what its closing settles (a download
    /// cut off, a dialog dismissed) still reaches the container.
    func close() {
        closeReplaced()
        guard let view = current, !isClosing else { return }
        isClosing = true
        view.close()
        current = nil
        if view.delegate === self { view.delegate = nil }
    }
}
