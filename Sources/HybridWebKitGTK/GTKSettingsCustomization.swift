import CWebKitGTK
import Foundation
import HybridCore
import HybridVocabulary

/// Runs the app's escape hatch on a view's `WebKitSettings` before the view is
/// made, and logs every property it changed from what HybridKit set.
@MainActor
enum GTKSettingsCustomization {
    /// The changes made, also logged; empty when there is no customization or it changed nothing.
    static func run(_ customize: ((UnsafeMutablePointer<WebKitSettings>) -> Void)?,
                    on settings: UnsafeMutablePointer<WebKitSettings>) -> [String] {
        guard let customize else { return [] }
        let before = properties(of: settings)
        customize(settings)
        let changes = SettingsCustomization.changes(before: before, after: properties(of: settings))
        if let sentence = SettingsCustomization.sentence(changes, of: "WebKitSettings") {
            HybridLog.logger("hybridkit.engine").notice("\(sentence)")
        }
        return changes
    }

    /// Every readable property, as GLib writes its value.
    static func properties(of settings: UnsafeMutablePointer<WebKitSettings>) -> [String: String] {
        guard let text = hk_object_properties_text(settings) else { return [:] }
        defer { g_free(text) }
        var properties: [String: String] = [:]
        for record in String(cString: text).split(separator: "\u{1E}") {
            let parts = record.split(separator: "\u{1F}", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 2 { properties[String(parts[0])] = String(parts[1]) }
        }
        return properties
    }
}
