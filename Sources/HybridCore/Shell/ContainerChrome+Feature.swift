import Foundation
import HybridVocabulary
import HybridEngineInterface

extension ContainerChrome: ContainerFeature {
    func install() throws {
        let module = ChromeModule(chrome: self)
        try bridge.installFirstParty(module)
        self.module = module
        try keyboard.install()
        try PullToRefresh.install(on: view, chrome: self)
    }

    func pageDidNavigate(_ event: NavigationEvent) {
        keyboard.pageDidNavigate(event)
        switch event {
        case .started:
            failure = nil
        case .committed:
            // What a page set belongs to that page.
            pageTitle = nil
            pageHidesBar = nil
            buttons = []
            failure = nil
            // The page that was refreshing itself has gone; a reload's own end is awaited.
            if refreshing.phase != .reloading { refreshing.end() }
        case .failed(let url, let error):
            guard Self.showsFailure(error) else { break }
            failure = Failure(url: url, error: error, message: Self.describe(error, url: url))
            if let html = configuration.errorPageHTML {
                failure = nil
                _ = try? view.loadHTML(html, baseURL: nil)
            }
        case .finished, .redirected: break
        }
        changed()
    }

    func webProcessDidTerminate(_ reason: WebProcessTerminationReason) { changed() }

    /// A shell redraws what a new configuration says (bar, title, buttons).
    func configurationDidChange(_ configuration: ContainerConfiguration) {
        self.configuration = configuration
        keyboard.configurationDidChange(configuration)
        changed()
    }

    /// A load the app asked for was refused before it started: shown like a failed one.
    func loadWasRefused(_ error: any Error, url: URL?) {
        let message = (error as? EngineError)?.message ?? "The page could not be loaded."
        failure = Failure(url: url, error: .other(domain: "HybridKit", code: 0, message: message), message: "The page could not be loaded: \(message)")
        changed()
    }

    /// A cancelled load (a back navigation, policy, a newer load) is not a
    /// failure to show, nor is a response that became a download, nor a web-process
    /// death, which recovery handles.
    static func showsFailure(_ error: NavigationError) -> Bool {
        switch error {
        case .cancelled, .cannotShowContent, .webProcessTerminated: false
        case .cannotConnect, .timedOut, .cookieSyncTimedOut, .serverCertificateUntrusted, .certificatePinMismatch, .other: true
        }
    }

    package nonisolated static func describe(_ error: NavigationError, url: URL?) -> String {
        let place = url?.host.map { "\($0)" } ?? "the page"
        switch error {
        case .cannotConnect: return "Could not connect to \(place). Check the connection and try again."
        case .timedOut(let seconds): return "\(place) did not answer within \(Int(seconds.rounded())) seconds."
        case .cookieSyncTimedOut(let seconds):
            return "\(place) was not loaded: cookies were still being synchronised after \(Int(seconds.rounded())) seconds."
        case .serverCertificateUntrusted(let host, _): return "The certificate of \(host) is not trusted, so the page was not loaded."
        case .certificatePinMismatch(let host): return "\(host) did not present the certificate this app expects, so the page was not loaded."
        case .other(_, _, let message): return "The page could not be loaded: \(message)"
        case .cancelled, .cannotShowContent, .webProcessTerminated: return "The page could not be loaded."
        }
    }
}
