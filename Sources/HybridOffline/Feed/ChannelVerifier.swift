import Foundation

/// Accepts a channel document only when it is signed by the app's key (or a threshold
/// of the trusted root's publish keys), names the channel asked for, has not expired
/// and is not older than one already seen (TUF's freeze and rollback attacks). An
/// accepted serial is recorded durably.
public struct ChannelVerifier: Sendable {
    /// The pinned key, for a verifier made with one; nil when a store's root decides.
    public var publicKey: PackagePublicKey? { pinnedKey }
    public let record: ChannelSerialRecord
    let roots: TrustedRoots
    private let pinnedKey: PackagePublicKey?

    public init(publicKey: PackagePublicKey, record: ChannelSerialRecord) {
        roots = TrustedRoots(pinned: publicKey)
        pinnedKey = publicKey
        self.record = record
    }

    /// A verifier that asks `roots` (a store's trust) who must sign.
    init(roots: TrustedRoots, record: ChannelSerialRecord) {
        self.roots = roots
        pinnedKey = nil
        self.record = record
    }

    /// Verifies `documentData` (the exact bytes fetched) against `signature` and returns the document.
    /// Throws ``PackageUpdateError`` (`channel_bad_signature`, `signature_threshold_not_met`, `key_revoked`,
    /// `channel_expired`, `channel_replayed`, `invalid_channel`); nothing is recorded for a refused document.
    public func accept(documentData: Data, signature: Data, channel: String, now: Date = Date()) throws -> ChannelDocument {
        if let shortfall = roots.publishPolicy.shortfall(signatureText: signature, over: documentData) { throw shortfall.channelError }
        guard let document = try? JSONDecoder().decode(ChannelDocument.self, from: documentData) else {
            throw PackageUpdateError.invalidChannel("the channel document does not parse")
        }
        try document.validate()
        guard document.channel == channel else {
            throw PackageUpdateError.invalidChannel("the document is for channel \(document.channel), not \(channel)")
        }
        let seconds = Int64(now.timeIntervalSince1970)
        guard seconds < document.expires else { throw PackageUpdateError.channelExpired(expires: document.expires, now: seconds) }
        if let seen = try record.highest(for: channel), document.serial < seen {
            throw PackageUpdateError.channelReplayed(serial: document.serial, highestSeen: seen)
        }
        try record.record(document.serial, for: channel)
        return document
    }
}
