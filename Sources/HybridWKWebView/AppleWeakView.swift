/// A view an engine remembers without keeping it alive.
@MainActor
final class AppleWeakView {
    weak var view: AppleWebView?
    init(_ view: AppleWebView) { self.view = view }
}
