import Foundation
@_spi(Engine) import HybridCore

/// The engine's own JavaScript, shipped as package resources.
enum EngineScripts {
    static func source(named name: String) throws -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: "js", subdirectory: "Resources") else {
            throw EngineError.operationFailed("missing engine resource \(name).js")
        }
        return try String(contentsOf: url, encoding: .utf8)
    }
}
