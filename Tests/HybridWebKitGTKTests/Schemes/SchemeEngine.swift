import Foundation
import HybridCore
import HybridSchemes
import HybridWebKitGTK

/// A fresh engine with `handler` registered for `scheme`: schemes are fixed
/// before an engine's first view, so scheme tests do not use the shared engine.
@MainActor
enum SchemeEngine {
    static func make(scheme: String = "app", handler: any URLSchemeHandler) throws -> GTKEngine {
        let engine = try GTKEngine()
        try engine.registerURLScheme(scheme, handler: handler)
        return engine
    }

    /// A container on `engine` whose page has loaded `url`, closed by the caller.
    static func open(_ url: URL, on engine: GTKEngine) async throws -> WebContainer {
        let container = WebContainer(view: engine.makeGTKView())
        try await container.load(url)
        return container
    }
}
