import Foundation
import HybridVocabulary

/// What an engine view reports of itself: title, URL, progress and loading.
/// Apps read them one by one on `WebContainer` (`WebContainer/title`, …).
package struct WebViewState: Equatable, Sendable {
    public var title: String?
    public var url: URL?
    /// 0.0 to 1.0.
    public var estimatedProgress: Double
    public var isLoading: Bool

    public init(title: String? = nil, url: URL? = nil, estimatedProgress: Double = 0, isLoading: Bool = false) {
        self.title = title
        self.url = url
        self.estimatedProgress = estimatedProgress
        self.isLoading = isLoading
    }
}
