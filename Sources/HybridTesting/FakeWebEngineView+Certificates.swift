import HybridCore
import HybridVocabulary
import HybridEngineInterface

/// What the fake's certificate probe answers, and what it was asked.
@MainActor
package final class FakeCertificates {
    package init() {}
    /// The chain each host presents to a probe.
    package var chains: [String: [AuthenticationChallenge.ServerTrust.Certificate]] = [:]
    /// What `committedServerCertificates` answers.
    package var committed: [AuthenticationChallenge.ServerTrust.Certificate]?
    /// When set, a probe throws it.
    package var failure: NavigationError?
    /// `host:port` of every probe, in order.
    package var probes: [String] = []
    /// When `false` the view has no probe, as WKWebView, whose server-trust challenge comes before
    /// its request (once per connection): only the check at commit is left to the container.
    package var probesBeforeNavigation = true
    /// When set, a probe waits until ``release()``.
    package var holds = false
    private var held: [CheckedContinuation<Void, Never>] = []

    package func wait() async { if holds { await withCheckedContinuation { held.append($0) } } }
    package func release() {
        let waiting = held
        held.removeAll()
        waiting.forEach { $0.resume() }
    }
}

/// By default the fake is an engine that cannot check certificates before its request (as WebKitGTK).
extension FakeWebEngineView: ServerCertificateProbing {
    package var serverCertificateProbe: (any ServerCertificateProbing)? { certificates.probesBeforeNavigation ? self : nil }

    package func probeServerCertificates(host: String, port: Int, timeout: Duration) async throws -> [AuthenticationChallenge.ServerTrust.Certificate] {
        certificates.probes.append("\(host):\(port)")
        await certificates.wait()
        if let failure = certificates.failure { throw failure }
        return certificates.chains[host] ?? []
    }

    package var committedServerCertificates: [AuthenticationChallenge.ServerTrust.Certificate]? { certificates.committed }
}
