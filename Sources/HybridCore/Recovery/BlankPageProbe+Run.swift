import HybridVocabulary
extension BlankPageProbe {
    /// Runs the probe on the page `view` shows, asking its `bridge`'s runtime.
    @MainActor
    func run(view: RecoverableView, bridge: Bridge) async -> Verdict {
        let verdict = await verdict(view: view, bridge: bridge)
        if verdict.isBlank { HybridMetrics.blankPage(verdict.rawValue) }
        return verdict
    }

    /// Brings a blank page back: a stuck renderer's process is ended (recovery
    /// then reloads the page as after a crash), or reloaded (`reload`) where the engine
    /// cannot end it (WKWebView); an empty or unpainted page is reloaded, unless
    /// there is no page because a recovery is on its way.
    @MainActor
    static func recover(_ verdict: Verdict, view: RecoverableView, isRecoveryPending: Bool, reload: () async -> Void) async {
        guard verdict.isBlank, !view.isClosed else { return }
        HybridLog.logger("hybridkit.container").warning("blank page (\(verdict.rawValue)): recovering")
        switch verdict {
        case .unresponsive:
            do { try view.terminateWebProcess() } catch EngineError.unsupported {
                await reload()
            } catch {}
        case .noPage where isRecoveryPending: break
        default: await reload()
        }
    }

    @MainActor
    private func verdict(view: RecoverableView, bridge: Bridge) async -> Verdict {
        guard !view.isClosed, view.state.url != nil else { return .noPage }
        switch self {
        case .document(let deadline):
            let answer = try? await bridge.runTask("blankProbe", timeout: deadline)
            switch answer {
            case .bool(true)?: return .showsContent
            case .bool(false)?: return .emptyDocument
            default: return .unresponsive
            }
        case .snapshot(let grid, let deadline):
            let samples = await Deadline.run(timeout: deadline, onTimeout: nil) { try? await view.sampleSnapshot(columns: grid, rows: grid) }
            guard let samples, let first = samples.first else { return .unresponsive }
            return samples.allSatisfy { $0 == first } ? .uniformPixels : .showsContent
        }
    }
}
