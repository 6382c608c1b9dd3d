import Foundation

/// JavaScript shipped as HybridCore resource files, read once per process.
enum ScriptResource {
    /// `Resources/NAME.js`; a missing resource is a broken build, so it stops the process.
    static func load(_ name: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: "js", subdirectory: "Resources"),
              let text = try? String(contentsOf: url, encoding: .utf8)
        else { fatalError("HybridCore resource Resources/\(name).js is missing from the bundle") }
        return text
    }
}
