// Declarations only: the SwiftUI API HybridWKWebView uses, as Apple documents it.
// Built twice: for iOS over UIKit, and with -D HYBRID_APPKIT for macOS over AppKit.
#if HYBRID_APPKIT
@_exported import AppKit
#else
@_exported import UIKit
#endif
import Combine

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

/// `@ViewBuilder` (`@ContentBuilder` in the 27 SDKs) with one-view blocks only:
/// the closures the adapter passes are single views, which every SDK's builder takes.
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

/// A view when its value is: what `optional.map { view }` shows, nothing when `nil`.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("declaration only") }
}

/// Only as the label `Button(_:action:)` makes.
@MainActor @preconcurrency
public struct Text: View {
    /// Text shown as it is, not looked up as a localized key.
    nonisolated public init(verbatim content: String) { fatalError("declaration only") }
    public typealias Body = Never
    public var body: Never { fatalError("declaration only") }
}

@MainActor @preconcurrency
public struct Button<Label: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError("declaration only") }
}

extension Button where Label == Text {
    /// Of the title initializers, the `StringProtocol` one only; a literal title
    /// picks the `LocalizedStringKey` one in the SDK, with the same result type.
    @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        fatalError("declaration only")
    }
}

// MARK: State and bindings

/// Without `init(get:set:)`, `constant(_:)` and `transaction`, not used.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public init(projectedValue: Binding<Value>) { fatalError("declaration only") }
    public var wrappedValue: Value { get { fatalError("declaration only") } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError("declaration only") }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError("declaration only") }
}

@MainActor @propertyWrapper @preconcurrency
public struct ObservedObject<ObjectType: ObservableObject> {
    /// What `$object` is: bindings to the object's writable properties.
    @MainActor @dynamicMemberLookup @preconcurrency
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            fatalError("declaration only")
        }
    }

    public init(wrappedValue: ObjectType) { fatalError("declaration only") }
    public var wrappedValue: ObjectType { fatalError("declaration only") }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError("declaration only") }
}

/// `DynamicProperty` in the SDK; that protocol is not declared.
@available(iOS 14.0, macOS 11.0, *)
@MainActor @propertyWrapper @preconcurrency
public struct StateObject<ObjectType: ObservableObject> {
    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { fatalError("declaration only") }
    public var wrappedValue: ObjectType { fatalError("declaration only") }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError("declaration only") }
}

// MARK: Navigation, sheets, toolbars

/// Without the `init(content:)` that has no selection, not used.
@available(iOS 13.0, macOS 10.15, *)
@MainActor @preconcurrency
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { fatalError("declaration only") }
    public typealias Body = Never
    public var body: Never { fatalError("declaration only") }
}

/// Only the initializer over a collection with a key path for each element's identity.
@MainActor @preconcurrency
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        fatalError("declaration only")
    }
    public typealias Body = Never
    public var body: Never { fatalError("declaration only") }
}

@available(iOS 16.0, macOS 13.0, *)
nonisolated public struct NavigationStack<Data, Root: View>: View {
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        fatalError("declaration only")
    }

    public typealias Body = Never
    public var body: Never { fatalError("declaration only") }
}

/// `ToolbarContent` with `body` not marked with its result builder, which nothing here uses.
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

/// `@ToolbarContentBuilder` (`@ContentBuilder` in the 27 SDKs) with one-item blocks only.
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
}

public struct ToolbarItemPlacement {
    private init() {}
    public static let automatic = ToolbarItemPlacement()
    /// Done in a sheet: trailing on macOS, the primary action's place on iOS.
    public static let confirmationAction = ToolbarItemPlacement()
}

@available(iOS 14.0, macOS 11.0, *)
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public typealias Body = Never
    public var body: Never { fatalError("declaration only") }
}

extension ToolbarItem where ID == () {
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        fatalError("declaration only")
    }
}

/// What the stand-in modifiers return behind `some View`, as the SDK's return types of their own.
nonisolated struct ModifiedStandIn: View {
    typealias Body = Never
    var body: Never { fatalError("declaration only") }
}

/// The modifiers return `some View` as in the SDK.
extension View {
    @available(iOS 16.0, macOS 13.0, *)
    nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C)
        -> some View {
        ModifiedStandIn()
    }

    nonisolated public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                                 @ViewBuilder content: @escaping () -> Content) -> some View {
        ModifiedStandIn()
    }

    @available(iOS 14.0, macOS 11.0, *)
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        ModifiedStandIn()
    }

    /// What the tab bar shows for this view in a `TabView`.
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        ModifiedStandIn()
    }

    /// The value a `TabView`'s selection takes when this view's tab is chosen.
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View {
        ModifiedStandIn()
    }

    /// A new `id` is a new view: SwiftUI makes its representables again rather than updating them.
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
        ModifiedStandIn()
    }

    @available(iOS 14.0, macOS 11.0, *)
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View {
        ModifiedStandIn()
    }
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

@available(macOS 10.15, *)
@MainActor @preconcurrency
open class NSHostingView<Content: View>: NSView {
    @MainActor @preconcurrency public required init(rootView: Content) { fatalError("declaration only") }
    @MainActor @preconcurrency public required init?(coder aDecoder: NSCoder) { fatalError("declaration only") }
    @MainActor @preconcurrency public var rootView: Content { get { fatalError("declaration only") } set {} }
}
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

// An app's entry (Examples/iOSShop): `App`, `Scene`, `WindowGroup`, `@SceneBuilder`.
// App: `@MainActor @preconcurrency protocol App`, `associatedtype Body: Scene`,
// `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`, `init()`, and a default `static func main()`.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    @MainActor @preconcurrency public static func main() { fatalError("declaration only") }
}

@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// `@SceneBuilder` with one-scene blocks only: what the example writes.
@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) { fatalError("declaration only") }
    public var body: Never { fatalError("declaration only") }
}
