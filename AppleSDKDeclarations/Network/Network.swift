// Declarations only: the Network framework API HybridWKWebView uses, as Apple documents it.
// Conformances the adapter does not rely on (Sendable on the monitor and the path) are
// left out, which is stricter than the SDK.
@_exported import Foundation
@_exported import Dispatch

public final class NWPathMonitor {
    public init() { fatalError("declaration only") }
    @preconcurrency
    public final var pathUpdateHandler: (@Sendable (NWPath) -> Void)? { get { fatalError("declaration only") } set {} }
    public final func start(queue: DispatchQueue) { fatalError("declaration only") }
    public final func cancel() { fatalError("declaration only") }
}

public struct NWPath {
    public enum Status {
        case satisfied
        case unsatisfied
        case requiresConnection
    }

    /// A stored `status` in the SDK; read only here.
    public var status: NWPath.Status { fatalError("declaration only") }
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool { fatalError("declaration only") }
}

public struct NWInterface: Sendable, Hashable {
    public enum InterfaceType {
        case other
        case wifi
        case cellular
        case wiredEthernet
        case loopback
    }
}
