/// Real input each document's trusted runtime reported, and whether a power has spent it: HTML's
/// transient activation, as the bridge keeps it. One gesture opens one power; it lapses after
/// ``lifetime``, and a page that is hidden or goes away loses it.
///
/// Only the runtime reports input (a posting of its own kind, which page scripts cannot forge:
/// every page text is relayed as a message), and only input HTML calls activation-triggering.
struct BridgeActivation {
    /// How long a gesture lasts, as the runtime's own stamp counts it.
    static let lifetime: Duration = .seconds(5)

    private struct Document: Hashable {
        var origin: String
        var isMainFrame: Bool
    }
    private var latest: [Document: (at: ContinuousClock.Instant, spent: Bool)] = [:]

    /// The runtime of a document of `origin` saw a person's activation-triggering input.
    mutating func reported(origin: String, isMainFrame: Bool, at now: ContinuousClock.Instant = .now) {
        latest[Document(origin: origin, isMainFrame: isMainFrame)] = (now, false)
    }

    /// Whether that document holds a gesture no power has spent yet.
    func isActive(origin: String, isMainFrame: Bool, at now: ContinuousClock.Instant = .now) -> Bool {
        guard let gesture = latest[Document(origin: origin, isMainFrame: isMainFrame)] else { return false }
        return !gesture.spent && now - gesture.at < Self.lifetime
    }

    /// A power used the document's gesture: the next power needs another.
    mutating func spend(origin: String, isMainFrame: Bool) {
        let document = Document(origin: origin, isMainFrame: isMainFrame)
        latest[document]?.spent = true
    }

    /// The page was hidden or went away: no gesture made before counts any more.
    mutating func forget() { latest.removeAll() }
}
