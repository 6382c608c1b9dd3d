import HybridCore
import HybridVocabulary

/// In a `--window` run, says when the shell's progress bar appears and for how
/// long it stayed: what a person watching the window sees during a slow load.
@MainActor
final class RunProgressReport {
    private let output: RunOutput
    private var shownAt: ContinuousClock.Instant?
    private var token: ObservationToken?

    init(chrome: ContainerChrome, output: RunOutput) {
        self.output = output
        token = chrome.observe { [weak self, unowned chrome] in self?.update(chrome) }
        update(chrome)
    }

    private func update(_ chrome: ContainerChrome) {
        switch (chrome.showsProgress, shownAt) {
        case (true, nil):
            shownAt = .now
            output.step("progress", "the progress bar shows while the page loads", ["shown": true])
        case (false, let start?):
            shownAt = nil
            let milliseconds = (ContinuousClock.now - start).milliseconds
            output.step("progress", "the progress bar hid after \(Int(milliseconds.rounded())) ms",
                        ["shown": false, "ms": .number(milliseconds.rounded())])
        default: break
        }
    }
}
