import CWebKitGTK
import Foundation
import HybridVocabulary

/// Feeds WebKit's geolocation manager the app's position and nothing else:
/// with no position from the app, a granted page gets `POSITION_UNAVAILABLE`,
/// never a location service the app did not choose.
@MainActor
final class GeolocationFeed {
    private let manager: OpaquePointer
    private var isStarted = false
    var position: GeolocationPosition? {
        didSet { if isStarted { send() } }
    }

    init(context: UnsafeMutablePointer<WebKitWebContext>) {
        manager = OpaquePointer(webkit_web_context_get_geolocation_manager(context))
        typealias Signal = @convention(c) (gpointer?, gpointer?) -> gboolean
        let start: Signal = { _, data in
            MainActor.assumeIsolated { WeakBox<GeolocationFeed>.target(from: data)?.started() }
            return 1
        }
        connectSignal(UnsafeMutableRawPointer(manager), "start", start, data: WeakBox(self).retainedPointer())
        typealias Stop = @convention(c) (gpointer?, gpointer?) -> Void
        let stop: Stop = { _, data in MainActor.assumeIsolated { WeakBox<GeolocationFeed>.target(from: data)?.isStarted = false } }
        connectSignal(UnsafeMutableRawPointer(manager), "stop", stop, data: WeakBox(self).retainedPointer())
    }

    private func started() {
        isStarted = true
        send()
    }

    private func send() {
        guard let position else {
            return webkit_geolocation_manager_failed(UnsafeMutablePointer(manager), "the app has not given a position")
        }
        let made = webkit_geolocation_position_new(position.latitude, position.longitude, position.accuracy)
        if let altitude = position.altitude { webkit_geolocation_position_set_altitude(made, altitude) }
        webkit_geolocation_position_set_timestamp(made, guint64(max(0, position.timestamp.timeIntervalSince1970)))
        webkit_geolocation_manager_update_position(UnsafeMutablePointer(manager), made)
        webkit_geolocation_position_free(made)
    }
}
