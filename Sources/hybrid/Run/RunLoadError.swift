import Foundation
import HybridCore
import HybridVocabulary

/// The page did not load, so nothing could be run against it.
struct RunLoadError: Error, CustomStringConvertible {
    let url: URL
    let reason: any Error
    var description: String { "the page \(url.absoluteString) did not load: \(Self.sentence(reason, url: url))" }

    /// A reason in words: the container's own sentences for navigation and engine errors.
    static func sentence(_ error: any Error, url: URL) -> String {
        if let error = error as? NavigationError { return ContainerChrome.describe(error, url: url) }
        if let error = error as? EngineError { return error.message }
        if let error = error as? RunLoadError { return sentence(error.reason, url: url) }
        // The run's own errors (RunInputError) are sentences already.
        return "\(error)"
    }
}
