import Foundation

/// One native feature a page can call: a namespace, typed methods, the events
/// it sends, and what it does as the page comes and goes.
///
/// A page calls a method as `hybrid.<namespace>.<method>(…)` and hears an
/// event with `hybrid.on('<namespace>.<event>', …)`. Each method is an ordinary
/// bridge handler named `<namespace>.<method>`, so it keeps every check a
/// handler has: trusted origins and the main frame by default, a timeout, call
/// records. `hybrid.chrome` is written this way too.
///
/// ```swift
/// final class ShareModule: BridgeModule {
///     let namespace = "share"
///     func declare(_ module: BridgeModuleDeclaration) {
///         module.method("text", arguments: ["text"]) { (params: [String: String]) in
///             try await share(params["text"] ?? "")
///         }
///         module.event("finished")
///     }
/// }
/// try container.bridge.install(ShareModule())
/// ```
@MainActor
public protocol BridgeModule: AnyObject {
    /// The page's name for the module: `hybrid.<namespace>`. Letters, digits
    /// and `_`, starting with a letter; names `hybrid` itself uses are refused.
    var namespace: String { get }
    /// Declares the methods and events, once, when the module is installed.
    /// Keep `module` to send events later with ``BridgeModuleDeclaration/emit(_:_:)``.
    func declare(_ module: BridgeModuleDeclaration)
    /// The main frame finished loading `url`.
    func pageDidLoad(_ url: URL?)
    /// The page's document went away (another committed, or its process died):
    /// what it put on the screen should go with it.
    func pageDidGoAway()
    /// The container was shown or hidden (``WebContainer/isVisible``).
    func containerDidChangeVisibility(_ isVisible: Bool)
    /// The container closed; the module hears nothing more.
    func containerDidClose()
}

extension BridgeModule {
    public func pageDidLoad(_ url: URL?) {}
    public func pageDidGoAway() {}
    public func containerDidChangeVisibility(_ isVisible: Bool) {}
    public func containerDidClose() {}
}
