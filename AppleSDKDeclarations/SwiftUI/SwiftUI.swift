// Declarations only: the SwiftUI API HybridWKWebView uses, as Apple documents it.
// Built twice: for iOS over UIKit, and with -D HYBRID_APPKIT for macOS over AppKit.
#if HYBRID_APPKIT
@_exported import AppKit
#else
@_exported import UIKit
#endif

/// `body` is `@ViewBuilder` in the SDK; the result builder is not declared,
/// since nothing here writes a body.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("declaration only") }
}

#if HYBRID_APPKIT
/// Without `Coordinator`, `makeCoordinator()`, `dismantleNSViewController(_:coordinator:)`
/// and `sizeThatFits(_:nsViewController:context:)`, which have defaults and are not used.
@available(macOS 10.15, *)
@MainActor @preconcurrency
public protocol NSViewControllerRepresentable: View where Self.Body == Never {
    associatedtype NSViewControllerType: NSViewController
    typealias Context = NSViewControllerRepresentableContext<Self>
    @MainActor @preconcurrency func makeNSViewController(context: Self.Context) -> Self.NSViewControllerType
    @MainActor @preconcurrency func updateNSViewController(_ nsViewController: Self.NSViewControllerType, context: Self.Context)
}

extension NSViewControllerRepresentable where Self.Body == Never {
    public var body: Never { fatalError("declaration only") }
}

@available(macOS 10.15, *)
@MainActor @preconcurrency
public struct NSViewControllerRepresentableContext<ViewController> where ViewController: NSViewControllerRepresentable {}
#else
/// Without `Coordinator`, `makeCoordinator()`, `dismantleUIViewController(_:coordinator:)`
/// and `sizeThatFits(_:uiViewController:context:)`, which have defaults and are not used.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    associatedtype UIViewControllerType: UIViewController
    typealias Context = UIViewControllerRepresentableContext<Self>
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    @MainActor @preconcurrency func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
}

extension UIViewControllerRepresentable where Self.Body == Never {
    public var body: Never { fatalError("declaration only") }
}

@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable> where Representable: UIViewControllerRepresentable {}
#endif
