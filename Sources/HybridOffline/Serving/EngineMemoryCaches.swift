import Foundation
import HybridCore
import HybridVocabulary
import HybridEngineInterface
import Logging

/// The memory caches of an engine's web processes, in every profile, cleared
/// when a package version switches so that no page mixes two versions' files.
@MainActor
final class EngineMemoryCaches {
    private weak var engine: (any EngineViewMaking)?
    private let logger = HybridLog.logger("hybridkit.offline")

    init(engine: any EngineViewMaking) { self.engine = engine }

    func clear() async {
        guard let engine else { return }
        for data in engine.websiteDataOfEveryProfile {
            do {
                try await data.removeData(of: .memoryCache, modifiedSince: .distantPast)
            } catch {
                logger.error("could not clear the engine's memory cache after a package version switch: \(error)")
            }
        }
    }
}
