import Foundation

/// The bucket 0–99 a device falls in for one version of one channel: the first
/// four bytes of SHA-256(`id` NUL `channel` NUL `version`) modulo 100. The same
/// device always gets the same bucket; a new version reshuffles devices.
public enum RolloutBucket {
    public static func bucket(deviceID: String, channel: String, version: String) -> Int {
        let digest = PackageDigest.sha256Hex(Data("\(deviceID)\u{0}\(channel)\u{0}\(version)".utf8))
        return Int(UInt32(digest.prefix(8), radix: 16)! % 100)
    }

    /// Whether a device takes a version offered to `percent` of devices.
    public static func includes(deviceID: String, channel: String, version: String, percent: Int) -> Bool {
        bucket(deviceID: deviceID, channel: channel, version: version) < percent
    }
}
