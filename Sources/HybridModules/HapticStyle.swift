/// The feel of a haptic (`hybrid.haptics.impact(style)`), as UIKit's impact feedback names it.
public enum HapticStyle: String, Sendable, Hashable, Decodable, CaseIterable {
    case light, medium, heavy
}
