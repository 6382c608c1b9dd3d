import Foundation
import HybridVocabulary
import HybridCore
import HybridModules

/// A shell that records what the modules asked it to draw, and answers as the test says.
@MainActor
final class FakePresenter: ModulePresenter {
    var toasts: [(text: String, duration: Duration)] = []
    var loading: [(visible: Bool, title: String?)] = []
    var sheets: [ActionSheet] = []
    var shared: [ShareItem] = []
    var haptics: [HapticStyle] = []
    var clipboard: String?
    var spinnerOwner: ObjectIdentifier?
    var sheetOwner: ObjectIdentifier?
    /// What the person picks in the next action sheet; `nil` cancels.
    var choice: Int? = 0
    /// Holds the sheet open until the test calls `release`.
    var holdsSheet = false
    private var held: CheckedContinuation<Void, Never>?

    func showToast(_ text: String, duration: Duration) { toasts.append((text, duration)) }
    func setLoading(visible: Bool, title: String?) { loading.append((visible, title)) }

    func presentActionSheet(_ sheet: ActionSheet) async -> Int? {
        sheets.append(sheet)
        if holdsSheet { await withCheckedContinuation { held = $0 } }
        defer { dismissing = false }
        return dismissing ? nil : choice
    }

    /// Sheets taken down because their page went.
    var dismissedSheets = 0
    func dismissActionSheet() {
        guard let held else { return }
        dismissedSheets += 1
        self.held = nil
        dismissing = true
        held.resume()
    }
    private var dismissing = false

    func release() {
        held?.resume()
        held = nil
    }

    func share(_ item: ShareItem) async throws(BridgeError) -> ShareOutcome {
        shared.append(item)
        return .copied
    }

    func playHaptic(_ style: HapticStyle) -> Bool {
        haptics.append(style)
        return false
    }

    func readClipboardText() async -> String? { clipboard }
    func writeClipboardText(_ text: String) { clipboard = text }
}

/// A network monitor the test moves by hand.
@MainActor
final class FakeNetwork: NetworkStatusSource {
    var current = NetworkStatus.wifi
    private var observers: [UUID: @MainActor (NetworkStatus) -> Void] = [:]

    func observe(_ changed: @escaping @MainActor (NetworkStatus) -> Void) -> ObservationToken {
        let id = UUID()
        observers[id] = changed
        return ObservationToken { [weak self] in self?.observers[id] = nil }
    }

    func move(to status: NetworkStatus) {
        current = status
        for observer in observers.values { observer(status) }
    }
}
