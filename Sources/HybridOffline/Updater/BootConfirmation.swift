import HybridCore
import Foundation
import HybridVocabulary
import Logging

/// Makes a new version prove it boots: the page must call `offline.booted`
/// from the very load that opened it, before a deadline.
///
/// Each boot load gets a fresh random token in its URL (`?hybrid-boot=…`). The
/// page answers with `hybrid.call('offline.booted', { url: location.href })`;
/// the call counts only when it comes from the main frame of the expected
/// origin and carries this load's token. A readiness call from the page that
/// is going away (or any earlier load) carries no token or an old one, so it
/// is refused: it can never confirm the version that replaces it.
///
/// The call decides, not the load's end: the deadline counts from the start of
/// the load to the call, so an image from a host that never answers neither
/// holds a booted version up nor rolls it back. A confirmation is final: the
/// load failing after it (a navigation away, a crash) changes nothing.
@MainActor
public final class BootConfirmation {
    public nonisolated static let handlerName = "offline.booted"
    public nonisolated static let tokenParameter = "hybrid-boot"

    private weak var container: WebContainer?
    private let origin: String
    private var trial: BootTrial?
    /// Boot calls that did not count (wrong load, origin or frame), for logs and tests.
    public private(set) var refusedCalls = 0

    /// Answers `offline.booted` on `container`'s bridge for pages of `origin` (e.g. `app://bundle`).
    /// Several apps may boot in one container, each with a confirmation of its own origin: they
    /// share the container's one `offline` module, which hands each call to the confirmation of
    /// the caller's origin.
    public init(container: WebContainer, origin: String) {
        self.container = container
        self.origin = origin.lowercased()
        BootModule.of(container).add(self)
    }

    /// Loads `url` with a new token and waits up to `deadline` for its page to confirm.
    ///
    /// Returns `.confirmed` at the page's call, even while the load goes on; `.loadFailed`
    /// when the main frame's load fails first; otherwise `.missedDeadline` at the deadline.
    public func boot(_ url: URL, deadline: Duration) async -> BootOutcome {
        guard let container else { return .loadFailed(EngineError.viewClosed.code) }
        let trial = BootTrial()
        self.trial = trial
        defer { if self.trial === trial { self.trial = nil } }
        let cancelTimer = DeadlineTimers.shared.schedule(after: deadline) { trial.abandon() }
        defer { cancelTimer() }
        let bootURL = Self.url(url, token: trial.token)
        // Watched, not awaited: the load ends by itself (finished, failed, the container's
        // load timeout, a newer load or close) and only its failure before the call decides.
        Task { @MainActor in
            do { try await container.load(bootURL) } catch { trial.loadFailed(error) }
        }
        return await trial.decision()
    }

    /// Waits up to `deadline` for the page of a load someone else started (a navigator's page of an
    /// app started by id) whose URL already carries `trial`'s token.
    func watch(_ trial: BootTrial, deadline: Duration) async -> BootOutcome {
        self.trial = trial
        defer { if self.trial === trial { self.trial = nil } }
        let cancelTimer = DeadlineTimers.shared.schedule(after: deadline) { trial.abandon() }
        defer { cancelTimer() }
        return await trial.decision()
    }

    /// Whether calls from `origin` are this confirmation's to judge.
    fileprivate func serves(_ origin: String) -> Bool { origin.lowercased() == self.origin }

    fileprivate func accept(_ call: BootCall, from source: BridgeMessageSource) -> Bool {
        let token = URLComponents(string: call.url)?.queryItems?.first { $0.name == Self.tokenParameter }?.value
        guard let trial, token == trial.token, source.isMainFrame == true, source.origin.lowercased() == origin, trial.confirm() else {
            refusedCalls += 1
            return false
        }
        return true
    }

    static func url(_ url: URL, token: String) -> URL {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)!
        components.queryItems = (components.queryItems ?? []) + [URLQueryItem(name: tokenParameter, value: token)]
        return components.url!
    }
}

struct BootCall: Decodable { var url: String }
struct BootReply: Encodable { var confirmed: Bool }

/// `offline.booted` as a module: pages call `hybrid.call('offline.booted', { url })`
/// (or `hybrid.offline.booted({ url })`) and hear whether the call confirmed this load.
/// One per container, shared by the confirmations of every app that boots in it: the
/// container's bridge holds it, as it holds every module.
@MainActor
final class BootModule: BridgeModule {
    let namespace = "offline"
    private var confirmations: [WeakBox<BootConfirmation>] = []

    /// `container`'s module: the one its bridge holds, installed the first time.
    static func of(_ container: WebContainer) -> BootModule {
        if let module = container.bridge.modules.entries.lazy.compactMap({ $0.module as? BootModule }).first { return module }
        let module = BootModule()
        do { try container.bridge.install(module) } catch {
            Logger(label: "hybridkit.offline").error("offline.booted not installed: \(error.message)")
        }
        return module
    }

    func add(_ confirmation: BootConfirmation) {
        confirmations = confirmations.filter { $0.target != nil } + [WeakBox(confirmation)]
    }

    func declare(_ module: BridgeModuleDeclaration) {
        // Origins are passed explicitly: custom-scheme origins are checked by the confirmation, by exact text.
        let options = BridgeHandlerOptions(allowedOrigins: .any, mainFrameOnly: true, timeout: .seconds(5))
        module.method("booted", options: options) { [weak self] (call: BootCall, context: BridgeCallContext) in
            // The confirmation of the caller's origin judges it; one of another origin only counts the refusal.
            let live = self?.confirmations.compactMap(\.target) ?? []
            let confirmation = live.first { $0.serves(context.source.origin) } ?? live.first
            return BootReply(confirmed: confirmation?.accept(call, from: context.source) ?? false)
        }
    }
}
