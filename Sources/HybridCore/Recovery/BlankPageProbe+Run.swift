import HybridEngineSupport
extension BlankPageProbe {
    /// Runs the probe on `container`'s page.
    @MainActor
    func run(on container: WebContainer) async -> Report {
        let started = ContinuousClock.now
        let verdict = await verdict(of: container)
        let report = Report(verdict: verdict, elapsed: .now - started)
        if report.isBlank { HybridMetrics.blankPage(verdict.rawValue) }
        return report
    }

    /// Brings a blank page back: a stuck renderer's process is ended (recovery
    /// then reloads the page as after a crash), or reloaded where the engine cannot
    /// end it (WKWebView); an empty or unpainted page is reloaded.
    @MainActor
    static func recover(_ report: Report, in container: WebContainer) async {
        guard report.isBlank, !container.isClosed else { return }
        HybridLog.logger("hybridkit.container").warning("blank page (\(report.verdict.rawValue)): recovering")
        switch report.verdict {
        case .unresponsive:
            do { try container.view.terminateWebProcess() } catch EngineError.unsupported {
                _ = try? await container.reload()
            } catch {}
        case .noPage where container.isRecoveryPending: break
        default: _ = try? await container.reload()
        }
    }

    @MainActor
    private func verdict(of container: WebContainer) async -> Report.Verdict {
        guard !container.isClosed, container.state.url != nil else { return .noPage }
        switch self {
        case .document(let deadline):
            let answer = try? await container.bridge.runTask("blankProbe", timeout: deadline)
            switch answer {
            case .bool(true)?: return .showsContent
            case .bool(false)?: return .emptyDocument
            default: return .unresponsive
            }
        case .snapshot(let grid, let deadline):
            let view = container.view
            let samples = await Deadline.run(timeout: deadline, onTimeout: nil) { try? await view.sampleSnapshot(columns: grid, rows: grid) }
            guard let samples, let first = samples.first else { return .unresponsive }
            return samples.allSatisfy { $0 == first } ? .uniformPixels : .showsContent
        }
    }
}
