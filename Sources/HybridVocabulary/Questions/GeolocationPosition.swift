import Foundation

/// A position the app gives pages that were granted ``PermissionRequest/Kind/geolocation``.
/// Pages never get one the app did not supply.
public struct GeolocationPosition: Sendable, Hashable {
    public var latitude: Double
    public var longitude: Double
    /// Metres, at the 95% confidence level the Geolocation API reports.
    public var accuracy: Double
    public var altitude: Double?
    public var timestamp: Date

    /// - Throws: ``EngineError/invalidArgument(_:)`` for a latitude outside ±90,
    ///   a longitude outside ±180, or a negative or non-finite accuracy.
    public init(latitude: Double, longitude: Double, accuracy: Double, altitude: Double? = nil, timestamp: Date = Date()) throws {
        guard (-90...90).contains(latitude), (-180...180).contains(longitude) else {
            throw EngineError.invalidArgument("no place is at latitude \(latitude), longitude \(longitude)")
        }
        guard accuracy.isFinite, accuracy >= 0 else { throw EngineError.invalidArgument("accuracy must be 0 or more metres, not \(accuracy)") }
        if let altitude, !altitude.isFinite { throw EngineError.invalidArgument("altitude must be finite") }
        self.latitude = latitude
        self.longitude = longitude
        self.accuracy = accuracy
        self.altitude = altitude
        self.timestamp = timestamp
    }
}
