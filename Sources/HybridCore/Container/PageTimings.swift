import Foundation
import HybridVocabulary

/// One main-frame load as the page itself measured it (Navigation Timing and
/// Paint Timing), in milliseconds. Durations (`dns`, `connect`, `tls`) are how
/// long that step took; the rest are times since the navigation started.
/// `nil` where the engine did not report a step (a cached or reused connection
/// has no DNS or connect, an http page no TLS, an unpainted page no paint).
public struct PageTimings: Hashable, Sendable {
    public var url: URL?
    public var dns: Double?
    public var connect: Double?
    public var tls: Double?
    public var firstByte: Double?
    public var domContentLoaded: Double?
    public var load: Double?
    public var firstContentfulPaint: Double?

    init?(_ value: JSONValue) {
        guard case .object = value else { return nil }
        func number(_ key: String) -> Double? { value[key]?.numberValue.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
        url = value["url"]?.stringValue.flatMap(URL.init(string:))
        dns = number("dns")
        connect = number("connect")
        tls = number("tls")
        firstByte = number("firstByte")
        domContentLoaded = number("domContentLoaded")
        load = number("load")
        firstContentfulPaint = number("firstContentfulPaint")
    }

    /// The timings as a JSON object (milliseconds, `null` for what is unknown), for logs and `hybrid run --json`.
    public var json: JSONValue {
        func value(_ number: Double?) -> JSONValue { number.map { .number(($0 * 10).rounded() / 10) } ?? .null }
        return ["url": url.map { .string($0.absoluteString) } ?? .null, "dns": value(dns), "connect": value(connect),
                "tls": value(tls), "firstByte": value(firstByte), "domContentLoaded": value(domContentLoaded),
                "load": value(load), "firstContentfulPaint": value(firstContentfulPaint)]
    }
}
