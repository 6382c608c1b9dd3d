import HybridCore
import WebKit
import HybridVocabulary

/// The core's worlds as WebKit's: the page world, or a named world whose
/// globals page scripts cannot see.
@MainActor
enum AppleContentWorld {
    static func make(_ world: ContentWorld) -> WKContentWorld {
        switch world {
        case .page: .page
        case .named(let name): .world(name: name)
        }
    }
}
