import Foundation
import HybridVocabulary

/// The engine's own JavaScript (and the shell's CSS), shipped as package resources.
enum EngineScripts {
    static func source(named name: String, extension type: String = "js") throws -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: type, subdirectory: "Resources") else {
            throw EngineError.operationFailed("missing engine resource \(name).\(type)")
        }
        return try String(contentsOf: url, encoding: .utf8)
    }
}
