import Foundation

/// HybridKit's version, read from the bundled `VERSION` resource.
package enum HybridKitVersion {
    public static let current: String = {
        guard let url = Bundle.module.url(forResource: "VERSION", withExtension: nil, subdirectory: "Resources"),
              let text = try? String(contentsOf: url, encoding: .utf8)
        else { return "0" }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }()

    /// The token apps add to the user agent, e.g. `HybridKit/0.1.0`.
    public static var userAgentToken: String { "HybridKit/\(current)" }
}
