extension WebContainer {
    /// Checks whether the page shows nothing although its process lives (a white screen).
    /// Run it when the app comes to the foreground, or on demand.
    public func probeBlankPage(_ probe: BlankPageProbe = .default) async -> BlankPageProbe.Report {
        let started = ContinuousClock.now
        let verdict = await blankPageVerdict(probe)
        let report = BlankPageProbe.Report(verdict: verdict, elapsed: .now - started)
        if report.isBlank { HybridMetrics.blankPage(verdict.rawValue) }
        return report
    }

    /// Probes, and brings a blank page back: a stuck renderer's process is
    /// ended (recovery then reloads the page as after a crash), or reloaded
    /// where the engine cannot end it (WKWebView); an empty or unpainted page
    /// is reloaded. Returns what the probe found.
    @discardableResult
    public func recoverIfBlank(_ probe: BlankPageProbe = .default) async -> BlankPageProbe.Report {
        let report = await probeBlankPage(probe)
        guard report.isBlank, !isClosed else { return report }
        logger.warning("blank page (\(report.verdict.rawValue)): recovering")
        switch report.verdict {
        case .unresponsive:
            do { try view.terminateWebProcess() } catch EngineError.unsupported {
                _ = try? await reload()
            } catch {}
        case .noPage where isRecoveryPending: break
        default: _ = try? await reload()
        }
        return report
    }

    private func blankPageVerdict(_ probe: BlankPageProbe) async -> BlankPageProbe.Report.Verdict {
        guard !isClosed, state.url != nil else { return .noPage }
        switch probe {
        case .document(let deadline):
            let answer = try? await bridge.runTask("blankProbe", timeout: deadline)
            switch answer {
            case .bool(true)?: return .showsContent
            case .bool(false)?: return .emptyDocument
            default: return .unresponsive
            }
        case .snapshot(let grid):
            guard let samples = try? await view.sampleSnapshot(columns: grid, rows: grid), let first = samples.first else {
                return .unresponsive
            }
            return samples.allSatisfy { $0 == first } ? .uniformPixels : .showsContent
        }
    }
}
