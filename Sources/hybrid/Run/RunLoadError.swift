import Foundation

/// The page did not load, so nothing could be run against it.
struct RunLoadError: Error, CustomStringConvertible {
    let url: URL
    let reason: any Error
    var description: String { "the page \(url.absoluteString) did not load: \(reason)" }
}
