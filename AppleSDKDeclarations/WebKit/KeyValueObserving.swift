// Declarations only: Foundation's Swift key-value observing, which Apple's
// Foundation has and Linux's does not. WKWebView's title, URL, progress and
// loading state are observed through it (Apple documents WKWebView as KVO
// compliant for them).

public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// Only the members the adapter could read; Apple's also has kind, indexes and isPrior.
public struct NSKeyValueObservedChange<Value> {
    public let newValue: Value?
    public let oldValue: Value?
}

/// Apple documents no Sendable conformance for it, so none is declared.
open class NSKeyValueObservation: NSObject {
    public func invalidate() { fatalError("declaration only") }
}

public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// The change handler is `@Sendable`: it runs on whatever thread the change
    /// is made on, so main-actor state is reached only through an explicit hop.
    @preconcurrency
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation { fatalError("declaration only") }
}
