import HybridVocabulary
import HybridEngineInterface
/// What the bridge knows about the main frame's document, from navigation
/// events and the trusted runtimes' hellos.
///
/// WebKitGTK does not say which document started an app-scheme navigation, so
/// such a message is attributed by elimination, and this is the record of what
/// could have sent it: a document in the middle of being replaced, or one that
/// has hosted a frame of another origin, is never the only possible sender.
struct MainDocumentState: Equatable, Sendable {
    /// Changes whenever the main frame's document may have been replaced.
    private(set) var generation = 0
    /// A main-frame load started and has not committed or ended.
    private(set) var isNavigating = false
    /// The origin the main document's trusted runtime reported (`self.origin`).
    private(set) var origin: String?
    /// A frame of another or an opaque origin has run the runtime in this document.
    private(set) var hadForeignFrame = false
    /// The document holds or held a frame of any origin: a subframe's runtime
    /// said hello, or the main runtime saw `window.length` above zero.
    private(set) var heldFrame = false

    mutating func handle(_ event: NavigationEvent) {
        switch event {
        case .started, .redirected: isNavigating = true
        case .committed:
            replaced()
        case .finished, .failed: isNavigating = false
        }
    }

    /// The document is gone (a commit, or the web process died).
    mutating func replaced() {
        generation += 1
        isNavigating = false
        origin = nil
        hadForeignFrame = false
        heldFrame = false
    }

    mutating func runtimeSaidHello(origin: String, isMainFrame: Bool) {
        if isMainFrame { self.origin = origin } else { subframeSpoke(origin: origin) }
    }

    /// Any message stamped by a subframe's runtime proves the document holds a frame.
    mutating func subframeSpoke(origin: String) {
        heldFrame = true
        if origin == "null" || origin != self.origin { hadForeignFrame = true }
    }

    /// The main frame's runtime saw a child frame in its document.
    mutating func mainRuntimeSawFrames() { heldFrame = true }
}
