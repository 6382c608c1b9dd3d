import Foundation
import HybridCore
import HybridVocabulary

extension NavigatorBenchmark {
    /// A new container on a new view of the engine, no pool: made and loading until the load finished.
    func coldOpen(_ url: URL) async throws -> Double {
        var container: WebContainer?
        let elapsed = try await time {
            let made = try WebContainer(engine: engine)
            container = made
            try await made.load(url)
        }
        container?.close()
        return elapsed
    }

    /// `route` of `page` until the pushed container is on top with its page loaded
    /// (a push starts the load and returns; its `firstLoad` is awaited here). The
    /// pool's `lease` statistic must have counted it, so the way is the one named.
    func timedPush(_ navigator: Navigator, _ page: String, lease: KeyPath<WebViewPool.Statistics, Int>) async throws -> Double {
        let url = url(page), leasesBefore = navigator.pool.statistics[keyPath: lease]
        var pushed: WebContainer?
        let elapsed = try await time {
            try await navigator.route(url)
            guard let top = navigator.topContainer, let entry = navigator.entry(of: top) else {
                throw BenchFailure.failed("no page on top after the push of \(page)")
            }
            await entry.firstLoad?.value
            try await finishedLoading(top)
            pushed = top
        }
        guard let pushed, pushed.url?.absoluteString == url.absoluteString else { throw BenchFailure.failed("\(page) is not the page on top") }
        guard navigator.pool.statistics[keyPath: lease] == leasesBefore + 1 else {
            throw BenchFailure.failed("the push of \(page) was not served as \(lease) counts")
        }
        guard try await counter(of: pushed) == 1 else { throw BenchFailure.failed("\(page) was loaded more than once") }
        return elapsed
    }

    /// `pop()` until the page below is on top, visible, and its counter (read
    /// over the bridge) goes on from `counterBefore`: alive, its script's state kept.
    func timedBack(_ navigator: Navigator, counterBefore: Int) async throws -> Double {
        let below = navigator.stack[navigator.stack.count - 2]
        return try await time {
            try await navigator.pop()
            try await revealed(below, in: navigator, counterAfter: counterBefore + 1)
        }
    }

    /// `popTo(index: 0)` from a stack of five, until the root is on top, visible and answers as ``timedBack(_:counterBefore:)`` asks.
    func timedPopToRoot(_ navigator: Navigator) async throws -> Double {
        guard navigator.stack.count == 5 else { throw BenchFailure.failed("the stack holds \(navigator.stack.count) pages, not 5") }
        let root = navigator.stack[0], counted = try await counter(of: root)
        let elapsed = try await time {
            try await navigator.popTo(index: 0)
            try await revealed(root, in: navigator, counterAfter: counted + 1)
        }
        guard navigator.stack.count == 1 else { throw BenchFailure.failed("\(navigator.stack.count) pages left after pop to root") }
        return elapsed
    }

    /// An untimed push, until its page loaded.
    func push(_ navigator: Navigator, _ page: String) async throws {
        try await navigator.route(url(page))
        guard let top = navigator.topContainer else { throw BenchFailure.failed("no page on top after the push of \(page)") }
        await navigator.entry(of: top)?.firstLoad?.value
        try await finishedLoading(top)
    }

    /// The page's counter, one more each read.
    func counter(of container: WebContainer) async throws -> Int {
        try await container.bridge.call("bench.counter", JSONValue.null, as: Int.self, timeout: .seconds(10))
    }

    private func revealed(_ page: WebContainer, in navigator: Navigator, counterAfter expected: Int) async throws {
        guard navigator.topContainer === page, page.isVisible else { throw BenchFailure.failed("the page below is not on top and visible") }
        let counted = try await counter(of: page)
        guard counted == expected else { throw BenchFailure.failed("the page below counted \(counted), not \(expected): it lost its state") }
    }

    /// Returns once `container` is not loading (at once for a load that finished), or throws after 10 s.
    private func finishedLoading(_ container: WebContainer) async throws {
        let deadline = ContinuousClock.now + .seconds(10)
        while container.isLoading || container.url == nil {
            guard ContinuousClock.now < deadline else {
                throw BenchFailure.failed("\(container.url?.absoluteString ?? "a page") did not finish loading")
            }
            try await Task.sleep(for: .milliseconds(1))
        }
    }

    private func time(_ body: () async throws -> Void) async throws -> Double {
        let start = ContinuousClock.now
        try await body()
        return (ContinuousClock.now - start).timeInterval * 1000
    }
}
