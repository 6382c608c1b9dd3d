import Foundation

/// One client connection through the header gate. Requests go on to FlyingFox
/// as they come, each head measured first; answers come back unchanged. A head
/// over the limit is answered 431, and a body the gate cannot frame 400, after
/// the answers already under way, and the connection closes; the rest of what
/// the client sends is read and dropped, so the client hears why instead of a reset.
struct GatedConnection: Sendable {
    let client: GateSocket
    let server: GateSocket
    let limit: Int

    func run() async {
        let refused = RefusalFlag()
        await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                do { try await forwardRequests(refused: refused) } catch {}
                server.finishWriting()
                return true
            }
            group.addTask {
                do { try await forwardAnswers(refused: refused) } catch {}
                // A refused client gets a while to read why before its input is cut.
                if refused.isSet { try? await Task.sleep(for: .seconds(2)) }
                client.stopReading()
                return false
            }
            // The refused client has closed: no need to linger.
            if await group.next() == true && refused.isSet { group.cancelAll() }
            await group.waitForAll()
        }
        client.close()
        server.close()
    }

    private func forwardAnswers(refused: RefusalFlag) async throws {
        while let bytes = try await server.read() { try await client.write(bytes) }
        if let refusal = refused.value { try await client.write(refusal.answer) }
        client.finishWriting()
    }

    private func forwardRequests(refused: RefusalFlag) async throws {
        var framing = RequestFraming(limit: limit)
        while let bytes = try await client.read() {
            switch framing.take(bytes) {
            case .forward(let ready):
                if !ready.isEmpty { try await server.write(ready) }
            case .refuse(let ready, let refusal):
                if !ready.isEmpty { try await server.write(ready) }
                refused.set(refusal)
                server.finishWriting()
                while try await client.read() != nil {}
                return
            }
        }
    }
}

/// Set once by the request side, read by the answer side.
final class RefusalFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var refusal: RequestFraming.Refusal?
    func set(_ refusal: RequestFraming.Refusal) { lock.withLock { self.refusal = refusal } }
    var value: RequestFraming.Refusal? { lock.withLock { refusal } }
    var isSet: Bool { value != nil }
}
