import Foundation
import HybridCore
import HybridEngineSupport

/// `hybrid.storage`: this origin's storage, as a ``BridgeModule`` like any
/// other. Any origin and frame may call it, each in the namespace of the origin
/// the trusted runtime reports for it; opaque origins are refused (`storage_origin_opaque`).
@MainActor
final class StorageModule: BridgeModule {
    private struct KeyParams: Decodable, Sendable { var key: String }

    let namespace = "storage"
    private let storage: BridgeStorage

    init(storage: BridgeStorage) { self.storage = storage }

    func declare(_ module: BridgeModuleDeclaration) {
        let options = BridgeHandlerOptions(allowedOrigins: .any, mainFrameOnly: false)
        module.methodRaw("get", arguments: ["key"], options: options) { [storage] raw, context in
            let params: KeyParams = try raw.decode()
            return try RawJSON(try storage.value(for: params.key, origin: try Self.origin(context)) ?? "null")
        }
        module.methodRaw("set", arguments: ["key", "value"], returnsValue: false, options: options) { [storage] raw, context in
            // The bridge validated the params' JSON: never NaN or infinite.
            let params = try StorageSetParams(raw)
            try storage.setValue(params.valueText, for: params.key, origin: try Self.origin(context))
            return .null
        }
        module.method("remove", arguments: ["key"], returnsValue: false, options: options) { [storage] (params: KeyParams, context) -> JSONValue in
            try storage.removeValue(for: params.key, origin: try Self.origin(context))
            return .null
        }
        module.method("keys", arguments: [], options: options) { [storage] (_: JSONValue, context) -> [String] in
            try storage.keys(origin: try Self.origin(context))
        }
        module.method("clear", arguments: [], returnsValue: false, options: options) { [storage] (_: JSONValue, context) -> JSONValue in
            try storage.clear(origin: try Self.origin(context))
            return .null
        }
    }

    /// The calling frame's origin as the runtime stamped it; a page never names it.
    private static func origin(_ context: BridgeCallContext) throws(StorageError) -> BridgeOrigin {
        guard let origin = try? BridgeOrigin(context.source.origin) else { throw .opaqueOrigin }
        return origin
    }
}
