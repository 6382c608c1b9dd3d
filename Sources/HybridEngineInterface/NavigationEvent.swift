import Foundation
import HybridVocabulary

/// A step in a page load, reported in order: started, (redirected)*, committed, finished — or failed.
package enum NavigationEvent: Equatable, Sendable {
    case started(URL?)
    case redirected(URL?)
    case committed(URL?)
    case finished(URL?)
    case failed(URL?, NavigationError)
}
