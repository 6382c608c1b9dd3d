import Foundation
import HybridCore
import HybridVocabulary

/// What a ``PackageUpdater`` tells the app, in order, on ``PackageUpdater/events``.
/// Three of them are meant for the page as well: hand every event to a
/// ``PackageUpdateModule`` installed on the container, which sends those three.
public enum PackageUpdateEvent: Sendable, Equatable {
    /// A check found a version for this device (H5: `package.updateAvailable`).
    case updateAvailable(version: String, bytes: Int64)
    /// Bytes arrived (or resumed bytes were counted).
    case progress(UpdateProgress)
    /// Every file of `version` is here and verified (H5: `package.downloaded`). `installAt` says when it installs.
    case downloaded(version: String, installAt: UpdateInstallMoment)
    /// `version` was installed and becomes current at the next open, unconfirmed until it boots.
    case installed(version: String)
    /// `failed` did not confirm its boot and `restored` is current again (H5: `package.rolledBack`).
    case rolledBack(failed: String, restored: String, reason: String)
    /// A check or download ended with this refusal or failure; the installed version is untouched.
    case failed(code: String)
    /// A version kept for later was dropped before installing: re-checked against the metadata
    /// trusted now, its keys were rotated out (`version_untrusted`) or the channel no longer names it
    /// (`channel_moved`).
    case discarded(version: String, reason: String)
    /// The current version is vouched for by no key trusted now (a rotation removed the keys that
    /// signed it, as after a key theft); `restored` is current again, or nil when nothing trusted was left.
    case untrusted(version: String, restored: String?)
    /// `version`'s signed manifest asks for capabilities the installed version does not have
    /// (`added`; `["*"]` when it names no app and declares none, which means no limit). Nothing is
    /// downloaded or installed until the app calls ``PackageUpdater/consent(to:capabilities:)``
    /// and checks again; without that the installed version stays.
    case capabilitiesRequested(version: String, added: [String])

    /// `package.` and the case's name, for logs and the CLI.
    public var name: String {
        switch self {
        case .updateAvailable: "package.updateAvailable"
        case .progress: "package.progress"
        case .downloaded: "package.downloaded"
        case .installed: "package.installed"
        case .rolledBack: "package.rolledBack"
        case .failed: "package.failed"
        case .discarded: "package.discarded"
        case .untrusted: "package.untrusted"
        case .capabilitiesRequested: "package.capabilitiesRequested"
        }
    }

    /// The event name `hybrid.on(…)` listens to, or nil for events only the app sees.
    public var bridgeEventName: String? {
        switch self {
        case .updateAvailable, .downloaded, .rolledBack: name
        case .progress, .installed, .failed, .discarded, .untrusted, .capabilitiesRequested: nil
        }
    }

    /// The page's payload (a JSON object), for `bridge.emit`.
    public var bridgePayload: JSONValue {
        let object: [String: JSONValue] = switch self {
        case .updateAvailable(let version, let bytes): ["version": .string(version), "bytes": .number(Double(bytes))]
        case .downloaded(let version, let installAt): ["version": .string(version), "installAt": .string(installAt.rawValue)]
        case .rolledBack(let failed, let restored, let reason):
            ["failed": .string(failed), "restored": .string(restored), "reason": .string(reason)]
        case .installed(let version): ["version": .string(version)]
        case .progress(let progress):
            ["bytesDone": .number(Double(progress.bytesDone)), "bytesTotal": .number(Double(progress.bytesTotal))]
        case .failed(let code): ["code": .string(code)]
        case .discarded(let version, let reason): ["version": .string(version), "reason": .string(reason)]
        case .untrusted(let version, let restored): ["version": .string(version), "restored": restored.map(JSONValue.string) ?? .null]
        case .capabilitiesRequested(let version, let added): ["version": .string(version), "added": .array(added.map(JSONValue.string))]
        }
        return .object(object)
    }
}
