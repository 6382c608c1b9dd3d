extension WebContainer {
    /// The message handler `page-errors.js` reports to, in the isolated world only,
    /// so page scripts cannot post fake reports.
    static let pageErrorHandlerName = "hybridkitPageErrors"

    /// Puts the page-error reporter into every frame of every later document.
    /// Installed by the container before any load, so a page's first error is seen.
    func attachPageErrorReporting() {
        do {
            try view.addUserScript(UserScript(source: ContainerScripts.pageErrors, forMainFrameOnly: false, world: .hybrid))
            try view.addMessageHandler(named: Self.pageErrorHandlerName, in: .hybrid) { [weak self] message in
                self?.receivePageErrorReport(message.body)
                return .success(.null)
            }
        } catch {
            logger.error("page error reporting could not be installed: \(error)")
        }
    }

    private func receivePageErrorReport(_ body: JSONValue) {
        guard let pageError = PageError(report: body) else {
            logger.warning("ignored a malformed page error report")
            return
        }
        logger.debug("page error in \(pageError.origin): \(pageError.message)")
        onPageError?(pageError)
    }
}
