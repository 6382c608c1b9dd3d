import Foundation
@_spi(Engine) import HybridCore
import HybridTestServer
@_spi(Engine) import HybridWebKitGTK

/// `containers` pages each making `calls` page→native calls, one after another,
/// while native makes as many calls into each page the same way, all pages at once. Returns the page-timed round
/// trips and how many calls were issued and settled (answered or refused).
@MainActor
struct SoakLoad {
    let pool: WebViewPool
    let url: URL

    /// `roundTrips`: native→page calls timed in native (nanosecond clock); `pageRoundTrips`:
    /// page→native calls timed by the page, whose clock WebKit coarsens to a millisecond.
    func run(containers: Int, calls: Int) async throws -> (roundTrips: [Double], pageRoundTrips: [Double], issued: Int, settled: Int) {
        var pages: [WebContainer] = []
        for _ in 0..<containers {
            let container = try await pool.lease()
            container.bridge.register("soak.echo", options: BridgeHandlerOptions(allowedOrigins: .any)) { (value: JSONValue) in value }
            try await container.load(url)
            try await container.bridge.waitUntilPageReady()
            pages.append(container)
        }
        defer { pages.forEach { $0.close() } }
        // A call settles when its await returns, answered or with an error; one
        // still pending when the wait ends is lost.
        final class Tally { var settled = 0; var times: [Double] = []; var nativeTimes: [Double] = [] }
        let tally = Tally(), issued = containers * calls * 2
        // Twenty streams at once: each page calls native, and native calls each page,
        // one call after another. A round trip is then what one call waits under the
        // others' load, not its place in a queue of a thousand it issued itself.
        for page in pages {
            Task { @MainActor in
                let times = (try? await page.callAsyncJavaScript("return await timeCalls(count, false)",
                                                                  arguments: ["count": .number(Double(calls))]))?.arrayValue ?? []
                tally.times += times.compactMap(\.numberValue).filter { $0 >= 0 }
                tally.settled += times.count
            }
            Task { @MainActor in
                for index in 0..<calls {
                    let start = ContinuousClock.now
                    let answer: Int? = try? await page.bridge.call("soak.page", index, timeout: .seconds(60))
                    if answer == index { tally.nativeTimes.append((ContinuousClock.now - start).milliseconds) }
                    tally.settled += 1
                }
            }
        }
        let deadline = ContinuousClock.now + .seconds(120)
        while tally.settled < issued, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(50)) }
        return (tally.nativeTimes, tally.times, issued, tally.settled)
    }
}
