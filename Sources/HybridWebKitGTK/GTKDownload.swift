import CWebKitGTK
import Foundation
import HybridVocabulary

/// One `WebKitDownload` started from a view: asks the view's delegate for a
/// destination through the view's request ledger, reports progress, and
/// completes the core ``Download`` once. What a failed or cancelled download
/// wrote (the file and its `.wkdownload`) is removed.
@MainActor
final class GTKDownload {
    typealias Box = WeakBox<GTKDownload>
    private let download: UnsafeMutablePointer<WebKitDownload>
    private weak var view: GTKWebView?
    private(set) var core: Download?
    private var signalIDs: [gulong] = []
    /// Why the download was stopped here, which WebKit then reports as a cancellation.
    private var stopReason: Download.Failure?
    private var createdFile: URL?

    init(_ download: UnsafeMutablePointer<WebKitDownload>, view: GTKWebView) {
        self.download = download
        self.view = view
        g_object_ref(download)
        connectSignals()
    }

    private func connect<Handler>(_ signal: String, _ handler: Handler) {
        signalIDs.append(connectSignal(download, signal, handler, data: Box(self).retainedPointer()))
    }

    private func connectSignals() {
        typealias Decide = @convention(c) (gpointer?, UnsafePointer<gchar>?, gpointer?) -> gboolean
        connect("decide-destination", { _, name, data in
            MainActor.assumeIsolated { Box.target(from: data)?.decideDestination(suggested: name.map { String(cString: $0) }) }
            return 1
        } as Decide)
        typealias Created = @convention(c) (gpointer?, UnsafePointer<gchar>?, gpointer?) -> Void
        connect("created-destination", { _, uri, data in
            MainActor.assumeIsolated { Box.target(from: data)?.createdFile = uri.flatMap { URL(string: String(cString: $0)) } }
        } as Created)
        typealias Received = @convention(c) (gpointer?, guint64, gpointer?) -> Void
        connect("received-data", { _, _, data in
            MainActor.assumeIsolated { Box.target(from: data)?.receivedData() }
        } as Received)
        typealias Failed = @convention(c) (gpointer?, UnsafeMutablePointer<GError>?, gpointer?) -> Void
        connect("failed", { _, error, data in
            MainActor.assumeIsolated { Box.target(from: data)?.failed(error) }
        } as Failed)
        typealias Finished = @convention(c) (gpointer?, gpointer?) -> Void
        connect("finished", { _, data in
            MainActor.assumeIsolated { Box.target(from: data)?.finished() }
        } as Finished)
    }

    private func decideDestination(suggested: String?) {
        let response = webkit_download_get_response(download)
        let length = response.map { Int64(webkit_uri_response_get_content_length($0)) } ?? 0
        let core = Download(
            url: webkit_download_get_request(download).flatMap { webkit_uri_request_get_uri($0) }.flatMap { URL(string: String(cString: $0)) },
            suggestedFilename: suggested,
            mimeType: response.flatMap { webkit_uri_response_get_mime_type($0) }.map { String(cString: $0) },
            expectedLength: length > 0 ? length : nil) { [weak self] in self?.stop(.cancelled) }
        self.core = core
        guard let view, !view.isClosed else { return stop(.refused) }
        let reply = EngineRequestReply<Result<URL, Download.Failure>>(fallback: .failure(.refused)) { [weak self] answer in
            self?.apply(answer)
        }
        view.requests.ask(reply) { [weak view] in
            guard let view, let delegate = view.delegate else { return .failure(.refused) }
            return await delegate.engineView(view, destinationFor: core)
        }
    }

    private func apply(_ answer: Result<URL, Download.Failure>) {
        // Cancelled (by the app or a closing view) while the app was choosing: nothing to write.
        guard stopReason == nil, core?.isComplete != true else { return }
        switch answer {
        case .success(let url):
            core?.accept(destination: url)
            webkit_download_set_destination(download, url.absoluteString)
        case .failure(let error):
            stop(error)
        }
    }

    /// Cancels in WebKit; the `failed` report that follows completes with `reason`.
    func stop(_ reason: Download.Failure) {
        guard core?.isComplete != true, stopReason == nil else { return }
        stopReason = reason
        webkit_download_cancel(download)
    }

    private func receivedData() {
        guard let core else { return }
        guard core.update(bytesReceived: Int64(webkit_download_get_received_data_length(download)),
                          bytesExpected: core.expectedLength), let view else { return }
        view.delegate?.engineView(view, downloadDidProgress: core)
    }

    private func failed(_ error: UnsafeMutablePointer<GError>?) {
        removePartialFiles()
        complete(.failure(stopReason ?? Self.downloadError(error)))
    }

    private func finished() {
        guard let destination = core?.destination else { return complete(.failure(stopReason ?? .refused)) }
        complete(.success(destination))
    }

    private func complete(_ result: Result<URL, Download.Failure>) {
        let core = core ?? Download(url: nil, suggestedFilename: nil) {}
        self.core = core
        defer { release() }
        guard core.complete(result), let view else { return }
        view.delegate?.engineView(view, didComplete: core)
    }

    private func removePartialFiles() {
        guard let file = createdFile ?? core?.destination, file.isFileURL else { return }
        guard createdFile != nil else { return }
        for path in [file.path, file.path + ".wkdownload"] { try? FileManager.default.removeItem(atPath: path) }
    }

    private static func downloadError(_ error: UnsafeMutablePointer<GError>?) -> Download.Failure {
        let code = error?.pointee.code ?? 0
        let text = GErrorMapping.message(error)
        guard error?.pointee.domain == webkit_download_error_quark() else { return .network(text) }
        switch code {
        case Int32(WEBKIT_DOWNLOAD_ERROR_CANCELLED_BY_USER.rawValue): return .cancelled
        case Int32(WEBKIT_DOWNLOAD_ERROR_DESTINATION.rawValue): return .destinationFailed(text)
        default: return .network(text)
        }
    }

    /// The view is closing: a pending destination was already refused; a running transfer is cancelled now.
    func viewClosed() {
        stop(.cancelled)
        removePartialFiles()
        complete(.failure(stopReason ?? .cancelled))
    }

    /// Stops listening and lets the view forget it.
    private func release() {
        for id in signalIDs { g_signal_handler_disconnect(download, id) }
        signalIDs.removeAll()
        view?.downloads[ObjectIdentifier(self)] = nil
    }

    isolated deinit {
        for id in signalIDs { g_signal_handler_disconnect(download, id) }
        g_object_unref(download)
    }
}
