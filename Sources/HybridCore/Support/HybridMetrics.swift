import Metrics
import HybridVocabulary

/// The numbers an app team watches in production, through swift-metrics:
/// no-ops until the app bootstraps a backend (`MetricsSystem.bootstrap`).
/// Labels and dimensions are stable; a dimension never carries a URL or a
/// user's data, only codes, kinds and handler names.
package enum HybridMetrics {
    /// `hybridkit_loads_total{outcome}` and `hybridkit_load_duration_seconds`: every load the app awaited.
    package static func load(succeeded: Bool, duration: Duration) {
        Counter(label: "hybridkit_loads_total", dimensions: [("outcome", succeeded ? "finished" : "failed")]).increment()
        Timer(label: "hybridkit_load_duration_seconds").recordNanoseconds(duration.nanoseconds)
    }

    /// `hybridkit_load_failures_total{kind}`: main-frame loads that failed, by `NavigationError` code.
    package static func loadFailed(_ kind: String) {
        Counter(label: "hybridkit_load_failures_total", dimensions: [("kind", kind)]).increment()
    }

    /// `hybridkit_bridge_calls_total{direction,handler,code}`: every settled call; `code` is `ok` or the error's.
    /// A page names the handler it calls: a name no handler has is counted as `unregistered`,
    /// so a page can neither grow the backend's series without end nor put its data in one.
    static func bridgeCall(_ record: Bridge.CallRecord, handlerIsRegistered: Bool) {
        let code = switch record.outcome { case .success: "ok"; case .failure(let error): error.code }
        let direction = record.isFromPage ? "page_to_native" : "native_to_page"
        let handler = !record.isFromPage || handlerIsRegistered ? record.handlerName : "unregistered"
        Counter(label: "hybridkit_bridge_calls_total",
                dimensions: [("direction", direction), ("handler", handler), ("code", code)]).increment()
    }

    /// `hybridkit_recoveries_total{reason,outcome}`: pages brought back after a web-process death.
    package static func recovery(_ reason: WebProcessTerminationReason, succeeded: Bool) {
        Counter(label: "hybridkit_recoveries_total",
                dimensions: [("reason", reason.code), ("outcome", succeeded ? "recovered" : "failed")]).increment()
    }

    /// `hybridkit_blank_pages_total{verdict}`: white screens the probe found (the white-screen rate's numerator).
    static func blankPage(_ verdict: String) {
        Counter(label: "hybridkit_blank_pages_total", dimensions: [("verdict", verdict)]).increment()
    }

    /// `hybridkit_dialogs_total{kind,shown}`: script dialogs, shown to the app or suppressed.
    package static func dialog(_ kind: ScriptDialog.Kind, shown: Bool) {
        Counter(label: "hybridkit_dialogs_total", dimensions: [("kind", "\(kind)"), ("shown", shown ? "yes" : "no")]).increment()
    }

    /// `hybridkit_pool_leases_total{result}`: `hit` when a warm view was waiting (the instant-open rate), `miss` when not.
    static func poolLease(hit: Bool) {
        Counter(label: "hybridkit_pool_leases_total", dimensions: [("result", hit ? "hit" : "miss")]).increment()
    }

    /// `hybridkit_packages_total{event}`: package checks, installs, rollbacks and refusals.
    package static func package(_ event: String) {
        Counter(label: "hybridkit_packages_total", dimensions: [("event", event)]).increment()
    }
}

extension Duration {
    /// Whole nanoseconds, for timers.
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
