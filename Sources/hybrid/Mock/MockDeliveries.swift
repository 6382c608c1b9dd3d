import HybridCore

/// Sends one scheduled event or native call of a mock file to the page.
@MainActor
enum MockDeliveries {
    /// Waits until the delivery's time, then sends it. Calls are printed by the
    /// bridge observer when they settle; events have no answer, so they are printed here.
    static func send(_ delivery: MockDelivery, to bridge: Bridge, output: RunOutput) async throws {
        try await Task.sleep(for: delivery.after)
        switch delivery.kind {
        case .event:
            do throws(BridgeError) {
                try await bridge.emitRaw(delivery.name, payload: delivery.value)
                output.event(delivery.name, payload: delivery.value, error: nil)
            } catch {
                output.event(delivery.name, payload: delivery.value, error: error)
            }
        case .call where delivery.expectsReply:
            _ = try? await bridge.callRaw(delivery.name, params: delivery.value, timeout: delivery.timeout)
        case .call:
            // Printed by the bridge observer, settled once the page took it.
            try? await bridge.callWithoutReply(delivery.name, params: delivery.value, timeout: delivery.timeout)
        case .pageFunction:
            let error: BridgeError?
            do throws(BridgeError) {
                try await bridge.callGlobalFunction(delivery.name, arguments: delivery.arguments)
                error = nil
            } catch let failure { error = failure }
            output.pageFunction(delivery.name, arguments: delivery.arguments, error: error)
        }
    }
}
