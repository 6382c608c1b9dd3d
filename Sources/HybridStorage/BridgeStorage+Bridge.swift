import Foundation
import HybridCore

extension BridgeStorage {
    /// The handlers behind `hybrid.storage` in pages.
    public static let handlerNames = ["hybrid.storage.get", "hybrid.storage.set", "hybrid.storage.remove", "hybrid.storage.keys", "hybrid.storage.clear"]

    private struct KeyParams: Decodable, Sendable { var key: String }
    private struct SetParams: Decodable, Sendable { var key: String; var value: JSONValue }

    /// Serves `hybrid.storage` to every page of `bridge`'s container: any
    /// origin and frame, each in the namespace of the origin the trusted runtime
    /// reports for it. Opaque origins are refused (`storage_origin_opaque`).
    @MainActor
    public func install(on bridge: Bridge) {
        let options = BridgeHandlerOptions(allowedOrigins: .any, mainFrameOnly: false)
        bridge.registerRaw("hybrid.storage.get", options: options) { [self] raw, context in
            let params: KeyParams = try raw.decode()
            return try RawJSON(try value(for: params.key, origin: try Self.origin(context)) ?? "null")
        }
        bridge.register("hybrid.storage.set", options: options) { [self] (params: SetParams, context) -> JSONValue in
            // Checked by the page's own JSON: never NaN or infinite.
            try setValue(params.value.jsonText, for: params.key, origin: try Self.origin(context))
            return .null
        }
        bridge.register("hybrid.storage.remove", options: options) { [self] (params: KeyParams, context) -> JSONValue in
            try removeValue(for: params.key, origin: try Self.origin(context))
            return .null
        }
        bridge.register("hybrid.storage.keys", options: options) { [self] (_: JSONValue, context) -> [String] in
            try keys(origin: try Self.origin(context))
        }
        bridge.register("hybrid.storage.clear", options: options) { [self] (_: JSONValue, context) -> JSONValue in
            try clear(origin: try Self.origin(context))
            return .null
        }
    }

    /// The calling frame's origin as the runtime stamped it; a page never names it.
    private static func origin(_ context: BridgeCallContext) throws(StorageError) -> BridgeOrigin {
        guard let origin = try? BridgeOrigin(context.source.origin) else { throw .opaqueOrigin }
        return origin
    }
}
