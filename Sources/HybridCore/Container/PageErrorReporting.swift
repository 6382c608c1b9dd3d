import HybridVocabulary
/// Reports every uncaught exception and unhandled rejection of the page and
/// its iframes (`page-errors.js`, in the isolated world only, so page scripts
/// cannot post fake reports). Installed before any load, so a page's first error is seen.
@MainActor
final class PageErrorReporting: ContainerFeature {
    static let handlerName = "hybridkitPageErrors"
    var onReport: ((PageError) -> Void)?
    private let logger = HybridLog.logger("hybridkit.container")
    private let view: RecoverableView

    init(view: RecoverableView) { self.view = view }

    func install() throws {
        try view.addUserScript(UserScript(source: ContainerScripts.pageErrors, forMainFrameOnly: false, world: .hybrid))
        try view.addMessageHandler(named: Self.handlerName, in: .hybrid) { [weak self] message in
            self?.receive(message.body)
            return .success(.null)
        }
    }

    private func receive(_ body: JSONValue) {
        guard let pageError = PageError(report: body) else { return logger.warning("ignored a malformed page error report") }
        logger.debug("page error in \(pageError.origin): \(pageError.message)")
        onReport?(pageError)
    }
}
