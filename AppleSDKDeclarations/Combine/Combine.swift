// Declarations only: the Combine API HybridWKWebView uses (an ObservableObject
// that announces its own changes), as Apple documents it.

/// `Publisher` without `receive(subscriber:)` and the operators: nothing here subscribes.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where Self.ObjectWillChangePublisher.Failure == Never
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// What a class gets without declaring a publisher of its own.
    public var objectWillChange: ObservableObjectPublisher { fatalError("declaration only") }
}

final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() {}
    final public func send() { fatalError("declaration only") }
}
