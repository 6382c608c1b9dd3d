import CWebKitGTK
import HybridVocabulary
import HybridEngineInterface

extension GTKEngine {
    /// In the 4.1 API `download-started` comes from the web context; each
    /// download goes to the view that started it. One with no open view is cancelled.
    func connectDownloadSignal(_ context: UnsafeMutablePointer<WebKitWebContext>) {
        typealias Started = @convention(c) (gpointer?, UnsafeMutablePointer<WebKitDownload>?, gpointer?) -> Void
        let started: Started = { _, download, data in
            MainActor.assumeIsolated {
                guard let download else { return }
                WeakBox<GTKEngine>.target(from: data)?.handleDownloadStarted(download)
            }
        }
        connectSignal(context, "download-started", started, data: WeakBox(self).retainedPointer())
    }

    private func handleDownloadStarted(_ download: UnsafeMutablePointer<WebKitDownload>) {
        let source = webkit_download_get_web_view(download)
        guard let view = views.live.first(where: { $0.webView == source && !$0.isClosed }) else {
            webkit_download_cancel(download)
            return
        }
        let tracked = GTKDownload(download, view: view)
        view.downloads[ObjectIdentifier(tracked)] = tracked
    }
}
