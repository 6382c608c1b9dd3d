@testable import HybridCore

/// What the fake's certificate probe answers, and what it was asked.
@MainActor
final class FakeCertificates {
    /// The chain each host presents to a probe.
    var chains: [String: [AuthenticationChallenge.ServerTrust.Certificate]] = [:]
    /// What `committedServerCertificates` answers.
    var committed: [AuthenticationChallenge.ServerTrust.Certificate]?
    /// When set, a probe throws it.
    var failure: NavigationError?
    /// `host:port` of every probe, in order.
    var probes: [String] = []
    /// When set, a probe waits until ``release()``.
    var holds = false
    private var held: [CheckedContinuation<Void, Never>] = []

    func wait() async { if holds { await withCheckedContinuation { held.append($0) } } }
    func release() {
        let waiting = held
        held.removeAll()
        waiting.forEach { $0.resume() }
    }
}

/// The fake is an engine that cannot check certificates before its request (as WebKitGTK).
extension FakeWebEngineView: ServerCertificateProbing {
    func probeServerCertificates(host: String, port: Int, timeout: Duration) async throws -> [AuthenticationChallenge.ServerTrust.Certificate] {
        certificates.probes.append("\(host):\(port)")
        await certificates.wait()
        if let failure = certificates.failure { throw failure }
        return certificates.chains[host] ?? []
    }

    var committedServerCertificates: [AuthenticationChallenge.ServerTrust.Certificate]? { certificates.committed }
}
