import Foundation
import HybridCore

/// What `hybrid.app.info()` answers: the app's name, version and build, the
/// platform and HybridKit's version. What the app does not give is read from the main
/// bundle's Info.plist where there is one, else the process's name with version `0`.
struct AppInfo: Sendable, Hashable, Encodable {
    var name: String
    var version: String
    var build: String
    /// `ios`, `macos` or `linux`.
    var platform: String
    var hybridKitVersion: String

    /// `nil` parts come from the main bundle's `CFBundleName`, `CFBundleShortVersionString` and `CFBundleVersion`.
    init(name: String? = nil, version: String? = nil, build: String? = nil) {
        let info = Bundle.main.infoDictionary ?? [:]
        self.name = name ?? info["CFBundleName"] as? String ?? ProcessInfo.processInfo.processName
        self.version = version ?? info["CFBundleShortVersionString"] as? String ?? "0"
        self.build = build ?? info["CFBundleVersion"] as? String ?? "0"
        platform = Self.platformName
        hybridKitVersion = Bridge.hybridKitVersion
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
