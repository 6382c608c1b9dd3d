import HybridCore
import HybridVocabulary

/// `hybrid.ui`: a toast (`ui.toast`), a loading spinner (`ui.loading`) and an
/// action sheet whose choice comes back (`ui.actionSheet`), drawn by the shell's
/// ``ModulePresenter``. Like any handler, only the main frame of trusted origins may call them.
@MainActor
final class UIModule: BridgeModule {
    let namespace = "ui"
    /// The shell that draws; without one every method answers `unavailable`.
    weak var presenter: (any ModulePresenter)?
    /// Whose spinner and sheet are up is the presenter's to keep (``ModulePresenter/spinnerOwner``):
    /// only the page that put one up takes it down, and it goes when that page closes, is hidden
    /// or its document is replaced.
    private var sheetOpen = false

    static let maximumToastLength = 500
    static let toastDurations: ClosedRange<Int> = 500...10_000
    static let maximumLoadingTitleLength = 100
    /// A person reads and chooses: the call may wait this long.
    static let sheetTimeout: Duration = .seconds(600)

    private struct ToastParams: Decodable { var text: String; var duration: Int? }
    private struct LoadingParams: Decodable { var visible: Bool; var title: String? }
    /// `index` is `null` when cancelled, never missing.
    private struct Choice: Encodable {
        var cancelled: Bool
        var index: Int?
        private enum CodingKeys: CodingKey { case cancelled, index }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(cancelled, forKey: .cancelled)
            try container.encode(index, forKey: .index)
        }
    }

    init(presenter: (any ModulePresenter)?) { self.presenter = presenter }

    func declare(_ module: BridgeModuleDeclaration) {
        module.method("toast", arguments: ["text", "duration"], returnsValue: false, options: .frontPage()) { [self] (params: ToastParams) -> JSONValue in
            try toast(params)
            return .null
        }
        module.method("loading", arguments: ["visible", "title"], returnsValue: false, options: .frontPage()) { [self] (params: LoadingParams) -> JSONValue in
            if let title = params.title, title.count > Self.maximumLoadingTitleLength {
                throw BridgeError.invalidParams("a loading title is at most \(Self.maximumLoadingTitleLength) characters")
            }
            guard let presenter else { throw BridgeError.noShell("show a loading spinner") }
            if params.visible {
                presenter.spinnerOwner = ObjectIdentifier(self)
                presenter.setLoading(visible: true, title: params.title)
            } else {
                takeDownSpinner()
            }
            return .null
        }
        module.method("actionSheet", options: .frontPage(timeout: Self.sheetTimeout)) { [self] (sheet: ActionSheet) -> Choice in
            let index = try await present(sheet)
            return Choice(cancelled: index == nil, index: index)
        }
    }

    func containerDidClose() { takeDown() }
    func pageDidGoAway() { takeDown() }
    func containerDidChangeVisibility(_ isVisible: Bool) { if !isVisible { takeDown() } }

    /// What this page put on the screen goes with it: its spinner and its open sheet.
    private func takeDown() {
        takeDownSpinner()
        guard let presenter, presenter.sheetOwner == ObjectIdentifier(self) else { return }
        presenter.sheetOwner = nil
        presenter.dismissActionSheet()
    }

    /// Hides the spinner only when this page put it up; another page's stays.
    private func takeDownSpinner() {
        guard let presenter, presenter.spinnerOwner == ObjectIdentifier(self) else { return }
        presenter.spinnerOwner = nil
        presenter.setLoading(visible: false, title: nil)
    }

    private func toast(_ params: ToastParams) throws {
        guard (1...Self.maximumToastLength).contains(params.text.count) else {
            throw BridgeError.invalidParams("a toast's text is 1 to \(Self.maximumToastLength) characters")
        }
        let milliseconds = params.duration ?? 2000
        guard Self.toastDurations.contains(milliseconds) else {
            throw BridgeError.invalidParams("a toast shows for \(Self.toastDurations.lowerBound) to \(Self.toastDurations.upperBound) ms, not \(milliseconds)")
        }
        guard let presenter else { throw BridgeError.noShell("show a toast") }
        presenter.showToast(params.text, duration: .milliseconds(milliseconds))
    }

    private func present(_ sheet: ActionSheet) async throws -> Int? {
        try sheet.check()
        guard let presenter else { throw BridgeError.noShell("show an action sheet") }
        guard !sheetOpen else { throw BridgeError.sheetBusy }
        sheetOpen = true
        presenter.sheetOwner = ObjectIdentifier(self)
        defer {
            sheetOpen = false
            if presenter.sheetOwner == ObjectIdentifier(self) { presenter.sheetOwner = nil }
        }
        let index = await presenter.presentActionSheet(sheet)
        // A shell answers an index it offered, or nothing.
        guard let index, sheet.options.indices.contains(index) else { return nil }
        return index
    }
}
