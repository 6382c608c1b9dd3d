import Foundation
import HybridCore
import HybridVocabulary

/// Prints each change of a navigator's stacks: what was pushed or popped, and how deep each stack is.
@MainActor
final class RunStackPrinter {
    private var token: ObservationToken?
    private var main: [ObjectIdentifier] = []
    private var modal: [ObjectIdentifier] = []

    init(navigator: Navigator, output: RunOutput) {
        token = navigator.observe { [weak self, weak navigator] in
            guard let self, let navigator else { return }
            self.report(.main, navigator.stack, navigator: navigator, output: output)
            self.report(.modal, navigator.modalStack, navigator: navigator, output: output)
        }
    }

    private enum Which: String { case main, modal }

    private func report(_ which: Which, _ stack: [WebContainer], navigator: Navigator, output: RunOutput) {
        let after = stack.map(ObjectIdentifier.init)
        let before = which == .main ? main : modal
        if which == .main { main = after } else { modal = after }
        let change = NavigatorStackChange(from: before, to: after)
        let what: String
        switch change {
        case .none: return
        case .push: what = "push"
        case .pop: what = "pop"
        case .replaceTop: what = "replace"
        case .reset: what = after.isEmpty ? "dismiss" : before.isEmpty ? "open" : "reset"
        }
        let url = stack.last.flatMap { navigator.url(of: $0) }?.absoluteString ?? ""
        let stackName = which == .modal ? "modal stack" : "stack"
        output.step("navigator", "\(what)\(url.isEmpty ? "" : " → \(url)") (\(stackName) of \(after.count))",
                    ["change": .string(what), "stack": .string(which.rawValue), "depth": .number(Double(after.count)), "url": .string(url)])
    }
}
