import HybridVocabulary
import Testing

/// The log of what an app's escape hatch changed names each property once, with both values.
struct SettingsCustomizationTests {
    @Test(arguments: [
        ([:], [:], [String]()),
        (["a": "1"], ["a": "1"], []),
        (["b": "TRUE", "a": "0"], ["b": "FALSE", "a": "12"], ["a: 0 → 12", "b: TRUE → FALSE"]),
        (["gone": "x"], [:], ["gone: x → unset"]),
        ([:], ["new": "y"], ["new: unset → y"]),
    ])
    func namesEachChangedProperty(before: [String: String], after: [String: String], changes: [String]) {
        #expect(SettingsCustomization.changes(before: before, after: after) == changes)
    }

    @Test func saysNothingWhenNothingChanged() {
        #expect(SettingsCustomization.sentence([], of: "WebKitSettings") == nil)
        #expect(SettingsCustomization.sentence(["a: 0 → 1"], of: "WebKitSettings") == "the app's customization of WebKitSettings changed a: 0 → 1")
    }
}
