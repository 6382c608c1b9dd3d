import HybridVocabulary
import HybridEngineInterface

/// The engine view inside a leased container. It passes everything to the
/// pooled view while its lease lasts, and its ``close()`` is the return.
/// After that it is closed for good: a container kept past its lease reaches
/// nothing, and the pooled view's late events go nowhere. Released unclosed
/// (the app dropped the container), it returns itself.
@MainActor
final class LeasedView: RelayingView {
    let token: PoolToken
    /// The pooled view; `nil` once the lease ended.
    private(set) var view: (any WebEngineView)?
    /// The pool that leased the view.
    private(set) weak var pool: WebViewPool?
    weak var delegate: (any WebEngineViewDelegate)?
    var relayed: (any WebEngineView)? { view }

    init(_ view: any WebEngineView, token: PoolToken, pool: WebViewPool) {
        self.view = view
        self.token = token
        self.pool = pool
        view.delegate = self
    }

    /// Ends the lease: the pool takes the view back, once, by this lease's token.
    func close() { end(recycling: true) }

    /// Ends the lease; without `recycling` the view and its process go (a dead
    /// process is not worth a successor view that would start a new one now).
    func end(recycling: Bool) {
        guard let view else { return }
        self.view = nil
        view.dismissScriptDialogs()
        if view.delegate === self { view.delegate = nil }
        if let pool {
            pool.checkIn(token, recycling: recycling)
        } else {
            view.close()
        }
    }

    isolated deinit { close() }
}
