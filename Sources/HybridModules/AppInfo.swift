import Foundation
import HybridCore

/// What `hybrid.app.info()` answers: the app's name, version and build, the
/// platform and HybridKit's version. By default read from the main bundle's
/// Info.plist where there is one, else the process's name with version `0`.
public struct AppInfo: Sendable, Hashable, Encodable {
    public var name: String
    public var version: String
    public var build: String
    /// `ios`, `macos` or `linux`.
    public var platform: String
    public var hybridKitVersion: String

    public init(name: String, version: String, build: String) {
        self.name = name
        self.version = version
        self.build = build
        platform = Self.platformName
        hybridKitVersion = Bridge.hybridKitVersion
    }

    /// The main bundle's `CFBundleName`, `CFBundleShortVersionString` and `CFBundleVersion`.
    public static var main: AppInfo {
        let info = Bundle.main.infoDictionary ?? [:]
        return AppInfo(name: info["CFBundleName"] as? String ?? ProcessInfo.processInfo.processName,
                       version: info["CFBundleShortVersionString"] as? String ?? "0",
                       build: info["CFBundleVersion"] as? String ?? "0")
    }

    static var platformName: String {
        #if os(iOS)
        "ios"
        #elseif os(macOS)
        "macos"
        #else
        "linux"
        #endif
    }
}
