// Declarations only: the system's text size (Dynamic Type) as the adapter reads it.

open class UIFont: NSObject, @unchecked Sendable {
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError("declaration only") }
    open var pointSize: CGFloat { fatalError("declaration only") }
}

extension UIFont {
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    }
}

public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Posted when the user changes the preferred text size.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}
