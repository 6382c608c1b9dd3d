import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import XCTest

/// A page that fires tens of thousands of calls at once cannot make the app
/// hold them all: the excess is refused at once, and every call settles.
final class BridgeFloodTests: XCTestCase {
    private static let flood = """
        const settle = (i) => hybrid.call('hold', i).then(() => 'ok', (e) => e.code);
        const results = await Promise.all(Array.from({length: count}, (_, i) => settle(i)));
        const counts = {};
        for (const r of results) counts[r] = (counts[r] || 0) + 1;
        return counts;
        """

    /// Holds every admitted call until the whole flood has reached native
    /// (answered as held or refused), so as many as the bridge admits are in flight at once.
    @MainActor
    private final class Holder {
        var expected = 0, arrived = 0, mostHeld = 0
        private var held: [CheckedContinuation<Void, Never>] = []

        func hold() async {
            await withCheckedContinuation { held.append($0); arrive() }
        }

        func arrive() {
            arrived += 1
            mostHeld = max(mostHeld, held.count)
            guard arrived >= expected else { return }
            let waiting = held
            held.removeAll()
            waiting.forEach { $0.resume() }
        }
    }

    func test_twentyThousandConcurrentCalls_allSettle_andAppMemoryStaysBounded() throws {
        try EngineHarness.run(limit: .seconds(120)) { engine, server in
            let holder = Holder()
            let container = try await BridgePage.open(engine, server, html: "<p>flood</p>", path: "/bridge-flood") { container in
                container.bridge.registerRaw("hold") { params, _ in
                    await holder.hold()
                    return params
                }
                container.bridge.observer = { record in
                    if case .failure(.tooManyCalls) = record.outcome { holder.arrive() }
                }
            }
            defer { container.close() }
            // Measured from a page that made no call yet, as from outside: the growth
            // includes JavaScriptCore's and the allocator's one-time working set.
            let before = ResidentMemory.now()
            let sampler = ResidentMemory()
            sampler.start()
            (holder.expected, holder.arrived, holder.mostHeld) = (20_000, 0, 0)
            let counts = try await BridgePage.run(container, Self.flood, ["count": 20_000])
            let peak = sampler.stop()
            let answered = counts["ok"]?.numberValue ?? 0, refused = counts["too_many_calls"]?.numberValue ?? 0
            XCTAssertEqual(answered + refused, 20_000, "every call settles, answered or refused: \(counts)")
            XCTAssertEqual(answered, 1_000, "the default limit admits 1,000 calls at once: \(counts)")
            XCTAssertEqual(holder.mostHeld, 1_000)
            XCTAssertLessThan(peak - before, 50, "app memory grew \(peak - before) MB (from \(before) MB)")
            print("bridge flood: \(Int(answered)) answered, \(Int(refused)) too_many_calls; app RSS \(before) → peak \(peak) MB")
        }
    }
}
