import Foundation
import HybridCore
import HybridCookies

/// A hand-set clock for tests that move time forward.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date = Date()) { current = start }

    var now: Date { lock.withLock { current } }

    func advance(_ seconds: TimeInterval) { lock.withLock { current += seconds } }

    var cookieClock: CookieClock { CookieClock { [self] in now } }
}

/// Collects a jar's changes for assertions.
final class ChangeRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [CookieJarChange] = []
    var changes: [CookieJarChange] { lock.withLock { recorded } }
    func record(_ change: CookieJarChange) { lock.withLock { recorded.append(change) } }
}

extension CookieJar {
    static func testJar(clock: TestClock = TestClock(), configure: (inout CookieJar.Configuration) -> Void = { _ in }) -> CookieJar {
        var configuration = CookieJar.Configuration(clock: clock.cookieClock)
        configure(&configuration)
        return CookieJar(configuration: configuration)
    }
}

extension URL {
    static func test(_ string: String) -> URL { URL(string: string)! }
}
