import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridVocabulary

/// `containers` pages each making `calls` page→native calls, one after another,
/// while native makes as many calls into each page the same way, all pages at once.
///
/// `raw` runs the same load on the floor instead of the bridge: WebKit's own
/// message handler with reply one way and `callAsyncJavaScript` returning the
/// number the other, with no runtime, origin check or JSON of ours.
@MainActor
struct SoakLoad {
    let pool: WebViewPool
    let url: URL
    var raw = false

    struct Outcome {
        /// Native→page calls timed in native (nanosecond clock), in ms.
        var roundTrips: [Double] = []
        /// Page→native calls timed by the page, whose clock WebKit coarsens to a millisecond.
        var pageRoundTrips: [Double] = []
        var issued = 0
        /// Calls whose await returned, answered or with an error; the rest are lost.
        var settled = 0
        /// CPU seconds spent while the calls ran: this process, and the pages' web processes.
        var cpu = (app: 0.0, web: 0.0)
    }

    func run(containers: Int, calls: Int) async throws -> Outcome {
        var pages: [WebContainer] = []
        for _ in 0..<containers {
            let container = try await pool.lease()
            container.bridge.register("soak.echo", options: BridgeHandlerOptions(allowedOrigins: .any)) { (value: JSONValue) in value }
            if raw { try container.engineView.addMessageHandler(named: "soakraw", in: .page) { .success($0.body) } }
            try await container.load(url)
            try await container.bridge.waitUntilPageReady()
            pages.append(container)
        }
        defer { pages.forEach { $0.close() } }
        final class Tally { var outcome = Outcome() }
        let tally = Tally()
        tally.outcome.issued = containers * calls * 2
        // Twenty streams at once: each page calls native, and native calls each page,
        // one call after another. A round trip is then what one call waits under the
        // others' load, not its place in a queue of a thousand it issued itself.
        for page in pages {
            Task { @MainActor in
                let times = (try? await page.callAsyncJavaScript(
                    "return await timeCalls(count, false, raw)",
                    arguments: ["count": .number(Double(calls)), "raw": .bool(raw)]))?.arrayValue ?? []
                tally.outcome.pageRoundTrips += times.compactMap(\.numberValue).filter { $0 >= 0 }
                tally.outcome.settled += times.count
            }
            Task { @MainActor in
                for index in 0..<calls {
                    let start = ContinuousClock.now
                    if (try? await Self.call(page, index, raw: raw)) == index { tally.outcome.roundTrips.append((ContinuousClock.now - start).timeInterval * 1000) }
                    tally.outcome.settled += 1
                }
            }
        }
        let deadline = ContinuousClock.now + .seconds(120)
        let before = ChildProcesses.cpuSeconds()
        while tally.outcome.settled < tally.outcome.issued, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(50)) }
        let after = ChildProcesses.cpuSeconds()
        tally.outcome.cpu = (after.app - before.app, after.web - before.web)
        return tally.outcome
    }

    /// One native→page call, answered with `index`: through the bridge, or raw.
    static func call(_ page: WebContainer, _ index: Int, raw: Bool) async throws -> Int {
        if raw {
            let value = try await page.callAsyncJavaScript("return n", arguments: ["n": .number(Double(index))])
            return value.numberValue.map { Int($0) } ?? -1
        }
        return try await page.bridge.call("soak.page", index, timeout: .seconds(60))
    }
}
