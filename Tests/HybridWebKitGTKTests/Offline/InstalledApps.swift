import Foundation
import HybridOffline

/// Offline apps by id with a first version installed, for the grant and wall tests: each app's
/// package asks `asks`, and the host allows it `allowing`.
@MainActor
enum InstalledApps {
    static func make(in work: URL, _ apps: [(id: String, asks: [String], allowing: [String])]) throws -> OfflineApps {
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let offline = OfflineApps(folder: work)
        let trust = PublisherTrust(publicKey: OfflineFixture.key.publicKey)
        for app in apps {
            let host = try offline.add(app.id, trust: trust, allowing: Set(app.allowing))
            let zip = work.appendingPathComponent("\(app.id).zip")
            try PackageBuilder.build(folder: try SchemeFixture.folder(OfflineFixture.site("1.0.0")), version: "1.0.0", app: app.id,
                                     capabilities: app.asks, key: OfflineFixture.key, output: zip)
            try PackageInstaller(store: host.store).install(zip)
            host.bootDeadline = .seconds(5)
        }
        return offline
    }
}
