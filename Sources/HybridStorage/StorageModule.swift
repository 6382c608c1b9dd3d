import Foundation
import HybridCore
import HybridVocabulary

/// `hybrid.storage`: this origin's storage, as a ``BridgeModule`` like any
/// other. Any origin and frame may call it, each in the namespace of the origin
/// the trusted runtime reports for it; opaque origins are refused (`storage_origin_opaque`).
@MainActor
final class StorageModule: BridgeModule {
    let namespace = "storage"
    private let storage: BridgeStorage

    init(storage: BridgeStorage) { self.storage = storage }

    func declare(_ module: BridgeModuleDeclaration) {
        let options = BridgeHandlerOptions(allowedOrigins: .any, mainFrameOnly: false)
        module.methodRaw("get", arguments: ["key"], options: options) { [storage, self] raw, context in
            let params = try StorageParams(raw, method: "storage.get")
            // Checked again: text read back from the file goes to the page only as JSON.
            return try RawJSON(try storage.value(for: params.key, originName: try self.caller(context).origin) ?? "null")
        }
        module.methodRaw("set", arguments: ["key", "value"], returnsValue: false, options: options) { [storage, self] raw, context in
            // The bridge validated the params' JSON: never NaN or infinite.
            let params = try StorageParams(raw, method: "storage.set", takesValue: true)
            let caller = try self.caller(context)
            // takesValue: the params throw without a value.
            try storage.setValue(params.valueText!, for: params.key, origin: caller.origin, site: caller.site)
            return .null
        }
        module.methodRaw("remove", arguments: ["key"], returnsValue: false, options: options) { [storage] raw, context in
            let params = try StorageParams(raw, method: "storage.remove")
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

    /// The names a get reads and a set writes under, per origin the runtime stamped: parsing an
    /// origin and finding its site each time cost more than the write's statements.
    private var callers: [String: (origin: String, site: String)] = [:]
    private static let maximumCallers = 256

    private func caller(_ context: BridgeCallContext) throws(StorageError) -> (origin: String, site: String) {
        if let known = callers[context.source.origin] { return known }
        let origin = try Self.origin(context)
        if callers.count >= Self.maximumCallers { callers.removeAll(keepingCapacity: true) }
        let made = (origin: origin.description, site: storage.site(of: origin).name)
        callers[context.source.origin] = made
        return made
    }

    /// The calling frame's origin as the runtime stamped it; a page never names it.
    private static func origin(_ context: BridgeCallContext) throws(StorageError) -> BridgeOrigin {
        guard let origin = try? BridgeOrigin(context.source.origin) else { throw .opaqueOrigin }
        return origin
    }
}
