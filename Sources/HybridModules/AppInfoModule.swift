import HybridCore
import HybridVocabulary

/// `hybrid.app.info()`: the app's name, version, build, the platform and
/// HybridKit's version, so a page can tell what it runs in without a user-agent parse.
@MainActor
final class AppInfoModule: BridgeModule {
    let namespace = "app"
    let info: AppInfo

    init(info: AppInfo = AppInfo()) { self.info = info }

    func declare(_ module: BridgeModuleDeclaration) {
        module.method("info", arguments: []) { [info] (_: JSONValue) -> AppInfo in info }
    }
}
