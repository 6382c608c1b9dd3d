import HybridCore
import HybridEngineSupport

/// `hybrid.app.info()`: the app's name, version, build, the platform and
/// HybridKit's version, so a page can tell what it runs in without a user-agent parse.
@MainActor
public final class AppInfoModule: BridgeModule {
    public let namespace = "app"
    public let info: AppInfo

    public init(info: AppInfo = .main) { self.info = info }

    public func declare(_ module: BridgeModuleDeclaration) {
        module.method("info", arguments: []) { [info] (_: JSONValue) -> AppInfo in info }
    }
}
