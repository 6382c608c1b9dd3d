import CWebKitGTK

extension GTKWebView {
    /// Answers what the delegate has not (destinations refused, challenges
    /// cancelled) and cancels running downloads, removing their partial files.
    func finishEngineRequests() {
        requests.finishAll()
        for download in Array(downloads.values) { download.viewClosed() }
        downloads.removeAll()
    }
}
