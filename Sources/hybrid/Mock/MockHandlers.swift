import HybridCore
import HybridVocabulary

/// Registers a mock file's handlers on a bridge: each waits its delay, then
/// answers its result or throws its error, for the trusted origins only (and
/// app-scheme URLs when the mock file routes a scheme).
@MainActor
enum MockHandlers {
    static func register(_ replies: [String: MockReply], on bridge: Bridge, trusted: Set<BridgeOrigin>, acceptsURLScheme: Bool = false,
                         onThenCall: (@MainActor (String, RawJSON, BridgeError?) -> Void)? = nil) {
        for (name, reply) in replies {
            // A deliberate delay must not turn into a timeout: the limit starts after it.
            let options = BridgeHandlerOptions(allowedOrigins: .only(trusted), timeout: reply.delay + .seconds(30),
                                               acceptsURLScheme: acceptsURLScheme)
            bridge.registerRaw(name, options: options) { [weak bridge] params, _ in
                if reply.delay > .zero { try await Task.sleep(for: reply.delay) }
                let result = try reply.answer(to: params)
                // After the reply, as a native app of the classic styles calls the page's global.
                if let function = reply.thenCall, let bridge {
                    Task { @MainActor in
                        do throws(BridgeError) {
                            try await bridge.callGlobalFunction(function, arguments: [result], to: .only(trusted))
                            onThenCall?(function, result, nil)
                        } catch {
                            onThenCall?(function, result, error)
                        }
                    }
                }
                return result
            }
        }
    }
}
