// `hybrid.device` reads the platform's own network monitor unless the app passes another:
// GIO's network monitor on Linux, `NWPathMonitor` on Apple platforms. The monitors are the
// engines' (HybridModules is written with HybridKit's public API only, so it names no engine).

extension FirstPartyModules {
    /// Every first-party module for `container`, with `hybrid.device` reading this platform's
    /// network monitor. Pass `network:` (``FirstPartyModules/init(container:presenter:network:appName:appVersion:appBuild:clipboardConsent:)``)
    /// to read another `NetworkStatusSource`, or `nil` for none.
    public convenience init(container: WebContainer, presenter: (any ModulePresenter)?,
                            appName: String? = nil, appVersion: String? = nil, appBuild: String? = nil,
                            clipboardConsent: (@MainActor (BridgeMessageSource) async -> Bool)? = nil) {
        self.init(container: container, presenter: presenter, network: Self.platformNetwork,
                  appName: appName, appVersion: appVersion, appBuild: appBuild, clipboardConsent: clipboardConsent)
    }

    /// `hybrid.device` alone, reading this platform's network monitor.
    public static func device() -> any BridgeModule {
        device(network: platformNetwork)
    }

    /// This platform's network monitor, one per process.
    private static var platformNetwork: any NetworkStatusSource {
        #if os(Linux)
        GTKNetworkStatus.shared
        #else
        AppleNetworkStatus.shared
        #endif
    }
}
