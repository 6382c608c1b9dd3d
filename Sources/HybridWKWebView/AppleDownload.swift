import Foundation
import HybridCore
import WebKit
import HybridVocabulary

/// One `WKDownload` from a view: the destination is asked through the view's
/// request ledger, progress is observed, and the core ``Download`` completes once.
/// What a failed or cancelled download wrote is removed.
@MainActor
final class AppleDownload: NSObject, WKDownloadDelegate {
    private let download: WKDownload
    private weak var view: AppleWebView?
    private var core: Download?
    private var stopReason: Download.Failure?
    private var progressObservation: NSKeyValueObservation?

    init(_ download: WKDownload, view: AppleWebView) {
        self.download = download
        self.view = view
        super.init()
        download.delegate = self
    }

    func download(_ download: WKDownload, decideDestinationUsing response: URLResponse, suggestedFilename: String,
                  completionHandler: @escaping @MainActor @Sendable (URL?) -> Void) {
        let length = response.expectedContentLength
        let core = Download(url: download.originalRequest?.url ?? response.url, suggestedFilename: suggestedFilename,
                            mimeType: response.mimeType, expectedLength: length > 0 ? length : nil) { [weak self] in self?.stop(.cancelled) }
        self.core = core
        guard let view, !view.isClosed else {
            stopReason = .refused
            return completionHandler(nil)
        }
        let reply = EngineRequestReply<Result<URL, Download.Failure>>(fallback: .failure(.refused)) { [weak self] answer in
            // Cancelled while the app was choosing: WebKit still gets its one answer, no file.
            guard self?.stopReason == nil, !core.isComplete else { return completionHandler(nil) }
            switch answer {
            case .success(let url):
                core.accept(destination: url)
                self?.observeProgress()
                completionHandler(url)
            case .failure(let error):
                self?.stopReason = error
                completionHandler(nil)
            }
        }
        view.requests.ask(reply) { [weak view] in
            guard let view, let delegate = view.delegate else { return .failure(.refused) }
            return await delegate.engineView(view, destinationFor: core)
        }
    }

    private func observeProgress() {
        progressObservation = download.progress.observe(\.completedUnitCount) { [weak self] progress, _ in
            let received = progress.completedUnitCount
            MainActor.assumeIsolated { self?.received(received) }
        }
    }

    private func received(_ bytes: Int64) {
        guard let core else { return }
        guard core.update(bytesReceived: bytes, bytesExpected: core.expectedLength), let view else { return }
        view.delegate?.engineView(view, downloadDidProgress: core)
    }

    /// Cancels in WebKit; the failure that follows completes with `reason`.
    func stop(_ reason: Download.Failure) {
        guard core?.isComplete != true, stopReason == nil else { return }
        stopReason = reason
        download.cancel(nil)
    }

    /// The view is closing: cancel, remove what was written, complete now.
    func viewClosed() {
        stop(.cancelled)
        removePartialFile()
        complete(.failure(stopReason ?? .cancelled))
    }

    func downloadDidFinish(_ download: WKDownload) {
        guard let destination = core?.destination else { return complete(.failure(stopReason ?? .refused)) }
        complete(.success(destination))
    }

    func download(_ download: WKDownload, didFailWithError error: any Error, resumeData: Data?) {
        removePartialFile()
        complete(.failure(stopReason ?? .network((error as NSError).localizedDescription)))
    }

    private func removePartialFile() {
        guard let destination = core?.destination else { return }
        try? FileManager.default.removeItem(at: destination)
    }

    private func complete(_ result: Result<URL, Download.Failure>) {
        progressObservation?.invalidate()
        progressObservation = nil
        let core = core ?? Download(url: download.originalRequest?.url, suggestedFilename: nil) {}
        self.core = core
        let view = view
        view?.downloads[ObjectIdentifier(self)] = nil
        guard core.complete(result), let view else { return }
        view.delegate?.engineView(view, didComplete: core)
    }
}
