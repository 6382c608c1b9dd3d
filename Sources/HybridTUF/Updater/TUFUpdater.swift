import Foundation

/// The TUF client workflow (specification section 5) over one trusted-metadata
/// folder: refresh root, timestamp, snapshot and targets in that order, then find
/// targets through delegations and download them checked against their metadata.
/// Every metadata file is verified before it is stored, and stored as received.
public actor TUFUpdater {
    let store: TrustedMetadataStore
    let metadataBase: String
    let targetBase: String?
    let fetcher: any TUFFetcher
    let settings: UpdaterSettings
    /// The time expiry is judged against, fixed when the updater starts.
    let now: Date

    var root: RootMetadata?
    var timestamp: TimestampMetadata?
    var snapshot: SnapshotMetadata?
    /// Targets metadata bytes seen in this session by role; re-verified against
    /// whichever delegation reaches the role, never trusted on name alone.
    var sessionTargets: [String: [UInt8]] = [:]
    var refreshed = false
    /// Set by ``storedTarget(for:)``: nothing is fetched and expiry is not judged.
    var offline = false

    public init(metadataFolder: String, metadataBaseURL: String, targetBaseURL: String? = nil,
                fetcher: any TUFFetcher = URLSessionFetcher(), settings: UpdaterSettings = UpdaterSettings(), now: Date = Date()) {
        store = TrustedMetadataStore(folder: metadataFolder)
        metadataBase = Self.withSlash(metadataBaseURL)
        targetBase = targetBaseURL.map(Self.withSlash)
        self.fetcher = fetcher
        self.settings = settings
        self.now = now
    }

    /// Starts a trusted-metadata folder from a root obtained out of band. Nothing is
    /// checked here (the root is verified on every refresh) and nothing is fetched.
    public static func initialize(metadataFolder: String, trustedRoot: [UInt8]) throws(TUFError) {
        try TrustedMetadataStore(folder: metadataFolder).write("root", trustedRoot)
    }

    private static func withSlash(_ url: String) -> String { url.hasSuffix("/") ? url : url + "/" }

    /// Brings root, timestamp, snapshot and top-level targets up to date.
    public func refresh() async throws(TUFError) {
        try loadTrustedRoot()
        try await updateRoot()
        try await updateTimestamp()
        try await updateSnapshot()
        _ = try await targets(role: "targets", delegation: nil)
        refreshed = true
    }

    /// The trusted description of `targetPath`, refreshing first if this updater has not.
    public func targetInfo(for targetPath: String) async throws(TUFError) -> TargetFile {
        try await trustedTarget(for: targetPath).0
    }

    /// The trusted description of `targetPath` and the metadata chain that vouched for it.
    public func trustedTarget(for targetPath: String) async throws(TUFError) -> (TargetFile, TargetProof) {
        if !refreshed { try await refresh() }
        return try await searchDelegations(for: targetPath)
    }

    /// What the metadata already in the folder says of `targetPath`, fetching nothing: every
    /// signature and version link checked as on a refresh, expiry not judged (a device
    /// offline still knows what it last trusted). For a version kept for later, checked again
    /// against whatever a refresh has stored since.
    public func storedTarget(for targetPath: String) async throws(TUFError) -> (TargetFile, TargetProof) {
        offline = true
        defer { offline = false }
        try loadTrustedRoot()
        let root = try trustedRoot()
        guard let timestamp = localTimestamp(root) else { throw .storage("no trusted timestamp is stored") }
        self.timestamp = timestamp
        guard let snapshot = localSnapshot(root), snapshot.version == timestamp.snapshotMeta.version else {
            throw .storage("no trusted snapshot matching the timestamp is stored")
        }
        self.snapshot = snapshot
        sessionTargets = [:]
        return try await searchDelegations(for: targetPath)
    }

    func fetch(_ file: String, maximumLength: Int) async throws(TUFError) -> [UInt8] {
        if offline { throw .network(url: metadataBase + file, reason: "nothing is fetched while reading the stored metadata") }
        guard let url = URL(string: metadataBase + file) else { throw .network(url: metadataBase + file, reason: "not a valid URL") }
        return try await fetcher.fetch(url, maximumLength: maximumLength)
    }

    func fetchConditionally(_ file: String, maximumLength: Int, validators: HTTPValidators?) async throws(TUFError) -> ConditionalFetch {
        if offline { throw .network(url: metadataBase + file, reason: "nothing is fetched while reading the stored metadata") }
        guard let url = URL(string: metadataBase + file) else { throw .network(url: metadataBase + file, reason: "not a valid URL") }
        return try await fetcher.fetch(url, maximumLength: maximumLength, ifChangedFrom: validators)
    }

    func trustedRoot() throws(TUFError) -> RootMetadata {
        guard let root else { throw .storage("no trusted root is loaded") }
        return root
    }
}
