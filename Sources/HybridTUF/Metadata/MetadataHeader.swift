import Foundation

/// The fields every role's `signed` part has: type, specification version,
/// version number and expiry.
public struct MetadataHeader: Sendable, Equatable {
    public let type: String
    public let specVersion: String
    public let version: Int64
    public let expires: Date
    public let expiresText: String

    init(_ signed: TUFJSON) throws(TUFError) {
        guard let type = signed["_type"]?.stringValue else { throw .malformedMetadata("\"_type\" is missing") }
        guard let specVersion = signed["spec_version"]?.stringValue else { throw .malformedMetadata("\"spec_version\" is missing") }
        guard let version = signed["version"]?.integerValue else { throw .malformedMetadata("\"version\" is missing or not an integer") }
        guard version >= 1 else { throw .malformedMetadata("\"version\" must be at least 1") }
        guard let expiresText = signed["expires"]?.stringValue else { throw .malformedMetadata("\"expires\" is missing") }
        try Self.checkSpecVersion(specVersion)
        self.type = type
        self.specVersion = specVersion
        self.version = version
        self.expires = try ExpiryDate.parse(expiresText)
        self.expiresText = expiresText
    }

    /// Major version 1, written as `1.x` or `1.x.y`: the format this client reads.
    private static func checkSpecVersion(_ text: String) throws(TUFError) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
            throw .malformedMetadata("\"spec_version\" \(text) is not a version number")
        }
        guard parts[0] == "1" else { throw .unsupportedSpecVersion(text) }
    }

    func isExpired(at now: Date) -> Bool { expires <= now }
}
