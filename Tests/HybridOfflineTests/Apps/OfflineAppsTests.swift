import Foundation
import HybridCore
@testable import HybridOffline
import HybridSchemes
import HybridTestServer
import Testing

/// Offline apps by id without an engine: two apps on their own feeds and stores, updated and
/// rolled back independently; one scheme handler that serves each host from its own store only;
/// capabilities that follow the served version's signed manifest; a widening reported before install.
@MainActor
struct OfflineAppsTests {
    /// A feed folder of many apps (`feed/<id>/`), served at `/feed/`, and two apps trusting one root.
    @MainActor struct Fixture {
        let server: TestServer
        let ring: FeedKeyRing
        let feed = TestPackages.temporaryFolder("apps-feed")
        let apps = OfflineApps(folder: TestPackages.temporaryFolder("apps"))
        let ids: (a: String, b: String)

        static func start() async throws -> Fixture {
            let server = try await TestServer.start()
            let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)
            let fixture = Fixture(server: server, ring: try FeedKeyRing.generate(), ids: ("shop-\(suffix)", "mail-\(suffix)"))
            await server.serveFeed(folder: fixture.feed, at: "/feed/")
            try fixture.apps.add(fixture.ids.a, trust: fixture.ring.trust)
            try fixture.apps.add(fixture.ids.b, trust: fixture.ring.trust)
            return fixture
        }

        func publish(_ id: String, _ version: String, capabilities: [String]? = nil, as app: String? = nil) throws {
            try FeedPublisher.publish(folder: try TestFeed.site("\(id) \(version)"), version: version, app: app ?? id, capabilities: capabilities,
                                      channel: "stable", keys: ring.keys, roots: [ring.root],
                                      feed: OfflineApps.feed(feed, for: id), allowingDowngrade: true)
        }

        func updater(_ id: String) throws -> PackageUpdater {
            try apps.updater(for: id, feed: server.url("/feed/"), channel: "stable", deviceID: "device-1", appVersion: "5.0.0",
                             policy: UpdatePolicy(install: .now, retry: TestFeed.fastRetry))
        }

        func current(_ id: String) throws -> String? { try apps.app(id)?.store.current()?.version }
    }

    private static func code(_ body: () async throws -> Void) async -> String? {
        do { try await body(); return nil } catch {
            return (error as? PackageUpdateError)?.code ?? (error as? OfflinePackageError)?.code ?? "\(error)"
        }
    }

    @Test func twoApps_installUpdateAndRollBack_independently_eachFromItsOwnFeedIntoItsOwnStore() async throws {
        let f = try await Fixture.start()
        defer { Task { await f.server.stop() } }
        try f.publish(f.ids.a, "1.0.0", capabilities: ["ui"])
        try f.publish(f.ids.b, "3.0.0", capabilities: ["ui", "share.share"])
        guard case .available(version: "1.0.0", files: 3, _) = try await f.updater(f.ids.a).checkNow() else { Issue.record("a not installed"); return }
        _ = try await f.updater(f.ids.b).checkNow()
        try f.apps.app(f.ids.a)?.store.confirmCurrent()
        try f.apps.app(f.ids.b)?.store.confirmCurrent()
        #expect(try f.current(f.ids.a) == "1.0.0")
        #expect(try f.current(f.ids.b) == "3.0.0")
        // Each store is its own folder, with its own TUF state.
        #expect(f.apps.app(f.ids.a)?.store.root.lastPathComponent == f.ids.a)
        #expect(FileManager.default.fileExists(atPath: f.apps.folder.appendingPathComponent("\(f.ids.b)/tuf/root.json").path))

        try f.publish(f.ids.a, "1.1.0", capabilities: ["ui"])
        _ = try await f.updater(f.ids.a).checkNow()
        #expect(try await f.updater(f.ids.b).checkNow() == .upToDate(version: "3.0.0"))
        #expect(try f.current(f.ids.a) == "1.1.0")
        #expect(try f.current(f.ids.b) == "3.0.0")
        #expect(try f.apps.app(f.ids.a)?.store.rollBack()?.version == "1.0.0")
        #expect(try f.current(f.ids.a) == "1.0.0")
        #expect(try f.current(f.ids.b) == "3.0.0")
        #expect(try f.apps.app(f.ids.b)?.store.pointer()?.confirmed == true, "b's lifecycle is untouched by a's rollback")
    }

    @Test func anotherAppsSignedPackage_servedOnThisAppsFeed_isRefusedAsAppMismatch() async throws {
        let f = try await Fixture.start()
        defer { Task { await f.server.stop() } }
        // The CDN copies b's validly signed version (same publisher keys) into a's feed.
        try f.publish(f.ids.a, "9.0.0", capabilities: ["ui", "share", "media"], as: f.ids.b)
        let refused = await Self.code { try await f.updater(f.ids.a).checkNow() }
        #expect(refused == "app_mismatch")
        #expect(try f.current(f.ids.a) == nil)
    }

    @Test func invalidAppIDs_areRefusedWithASentence_andAnIDIsAddedOnce() throws {
        let apps = OfflineApps(folder: TestPackages.temporaryFolder("apps"))
        let trust = PublisherTrust(publicKey: TestPackages.key.publicKey)
        for id in ["..", "%2e%2e", "Shop", "a/b", "a.b", "", "-a", "xn--80ak6aa92e"] {
            #expect {
                try apps.add(id, trust: trust)
            } throws: { error in
                guard let error = error as? OfflinePackageError, error.code == "invalid_app_id" else { return false }
                return error.message.contains("is not an app id") && error.message.contains("lowercase letters, digits and hyphens")
            }
        }
        try apps.add("shop", trust: trust)
        #expect(throws: OfflinePackageError.self) { try apps.add("shop", trust: trust) }
        #expect(apps.ids == ["shop"])
        #expect(throws: OfflinePackageError.self) { try PackageStore(root: TestPackages.temporaryFolder("s"), trust: trust, app: "../x") }
    }

    @Test func theSchemeHandler_servesEachHostFromItsOwnStoreOnly() async throws {
        let apps = OfflineApps(folder: TestPackages.temporaryFolder("apps"))
        let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)
        let (a, b) = ("files-a-\(suffix)", "files-b-\(suffix)")
        let trust = PublisherTrust(publicKey: TestPackages.key.publicKey)
        for id in [a, b] {
            let host = try apps.add(id, trust: trust)
            let site = try SchemeFixtureFolder.make(["index.html": Data("<p>\(id)</p>".utf8), "secret.json": Data("{\"of\":\"\(id)\"}".utf8)])
            let zip = TestPackages.temporaryFolder("zip").appendingPathExtension("zip")
            try PackageBuilder.build(folder: site, version: "1.0.0", app: id, key: TestPackages.key, output: zip)
            let installed = try PackageInstaller(store: host.store).install(zip).installed
            host.server.activeVersion = installed
        }
        func get(_ url: String, _ headers: [String: String] = [:]) async throws -> (Int, String, String?) {
            let request = try #require(URL(string: url))  // asked by a page of the app it names, unless an Origin says otherwise
            let response = await apps.router.response(for: URLSchemeRequest(url: request, headers: headers,
                                                                             pageURL: URL(string: "app://\(request.host ?? "")/index.html")))
            var body = Data()
            for try await chunk in response.body.chunks() { body.append(chunk) }
            return (response.status, String(decoding: body, as: UTF8.self), response.headers["X-HybridKit-Error"])
        }
        #expect(try await get("app://\(a)/secret.json").1 == "{\"of\":\"\(a)\"}")
        #expect(try await get("app://\(b)/secret.json").1 == "{\"of\":\"\(b)\"}")
        // a's page fetching b's file: the Origin is a's, not b's, so b's server refuses it unread.
        #expect(try await get("app://\(b)/secret.json", ["Origin": "app://\(a)"]).0 == 403)
        #expect(try await get("app://\(b)/secret.json", ["Origin": "app://\(b)"]).0 == 200)
        // No path leads from one app's host into another's store.
        for escape in ["app://\(a)/../\(b)/secret.json", "app://\(a)/%2e%2e/\(b)/secret.json", "app://\(a)/..%2f\(b)/secret.json"] {
            let (status, _, code) = try await get(escape)
            #expect(status == 400 || status == 404, "\(escape): \(status)")
            #expect(code != nil || status == 404)
        }
        let upper = try await get("app://\(a.uppercased())/secret.json")
        #expect(upper.0 == 400 && upper.2 == "invalid_app_id", "\(upper)")
        let encoded = try await get("app://%66iles-a-\(suffix)/secret.json")
        #expect(encoded.0 == 400 && encoded.2 == "invalid_app_id", "\(encoded)")
        let unknown = try await get("app://nobody-\(suffix)/index.html")
        #expect(unknown.0 == 404 && unknown.2 == "unknown_app", "\(unknown)")
    }

    @Test func theGrantedCapabilities_followTheServedVersionsSignedManifest_withinWhatTheHostAllows() throws {
        let apps = OfflineApps(folder: TestPackages.temporaryFolder("apps"))
        let trust = PublisherTrust(publicKey: TestPackages.key.publicKey)
        let grantedHost = try apps.add("granted", trust: trust, allowing: ["ui", "share.share"])
        let silentHost = try apps.add("silent", trust: trust, allowing: ["ui"])
        let cappedHost = try apps.add("capped", trust: trust, allowing: ["ui"])
        let bareHost = try apps.add("bare", trust: trust)
        #expect(apps.grants.limit(forHost: "granted") == [], "nothing before a version is served")
        for (host, capabilities) in [(grantedHost, ["ui", "share.share"] as [String]?), (silentHost, nil),
                                     (cappedHost, ["ui", "share.share"]), (bareHost, ["ui"])] {
            let site = try SchemeFixtureFolder.make(["index.html": Data("<p>x</p>".utf8)])
            let zip = TestPackages.temporaryFolder("zip").appendingPathExtension("zip")
            try PackageBuilder.build(folder: site, version: "1.0.0", app: host.server.host, capabilities: capabilities, key: TestPackages.key, output: zip)
            host.server.activeVersion = try PackageInstaller(store: host.store).install(zip).installed
        }
        #expect(apps.grants.limit(forHost: "granted") == ["ui", "share.share"])
        #expect(apps.grants.limit(forHost: "silent") == [], "an app id's package that declares nothing may call nothing")
        #expect(apps.grants.limit(forHost: "capped") == ["ui"], "the manifest asks more than the host allows: the host's ceiling")
        #expect(apps.grants.limit(forHost: "bare") == [], "a host that allows nothing: the manifest's list grants nothing")
        #expect(AppCapabilities.allows("offline.booted", within: apps.grants.limit(forHost: "silent")), "the boot call is plumbing")
        #expect(PackageManifest(version: "1", entry: "i", files: []).grantedCapabilities == nil, "a package made before app ids: as before")
        #expect(PackageManifest(version: "1", entry: "i", files: [], app: "shop").grantedCapabilities == [], "an app's package without a list: nothing")
        // Another host of the same ids in the same process keeps its own table.
        let other = OfflineApps(folder: TestPackages.temporaryFolder("apps"))
        try other.add("granted", trust: trust, allowing: ["ui", "share.share"])
        #expect(other.grants.limit(forHost: "granted") == [], "another host's served version is not this host's")
    }

    @Test func aHostsAllowance_namingHybridKitsPlumbingOrNoModule_isRefusedWithASentence() throws {
        let apps = OfflineApps(folder: TestPackages.temporaryFolder("apps"))
        let trust = PublisherTrust(publicKey: TestPackages.key.publicKey)
        for bad in ["hybrid", "hybrid.chrome", "offline", "share..x"] {
            do {
                try apps.add("app-\(bad.count)", trust: trust, allowing: [bad])
                Issue.record("\(bad) was allowed")
            } catch let error as OfflinePackageError {
                #expect(error.code == "invalid_capability", "\(bad): \(error)")
                #expect(error.message.contains("cannot be allowed"), "\(error.message)")
            }
        }
        #expect(apps.ids.isEmpty, "a refused app is not added")
        try apps.add("login", trust: trust, allowing: ["hybrid.chrome.login"])
    }

    /// Red team: `"hybrid"` in a manifest was accepted, then covered `hybrid.chrome.login` and `startApp`.
    @Test func aPackageAskingForHybridKitsPlumbing_isRefusedAtPublishAndAtInstall() throws {
        let site = try SchemeFixtureFolder.make(["index.html": Data("<p>x</p>".utf8)])
        let zip = TestPackages.temporaryFolder("zip").appendingPathExtension("zip")
        #expect(throws: OfflinePackageError.self) {
            try PackageBuilder.build(folder: site, version: "1.0.0", app: "shop", capabilities: ["hybrid"], key: TestPackages.key, output: zip)
        }
        #expect(throws: OfflinePackageError.self) {
            try PackageManifest(version: "1.0.0", entry: "index.html", files: [PackageFileEntry(path: "index.html", size: 8, sha256: String(repeating: "0", count: 64))],
                                app: "shop", capabilities: ["hybrid.navigator"]).validate()
        }
    }

    @Test func aVersionAskingForMoreCapabilities_isReportedBeforeInstall_andWaitsForTheAppsConsent() async throws {
        let f = try await Fixture.start()
        defer { Task { await f.server.stop() } }
        try f.publish(f.ids.a, "1.0.0", capabilities: ["ui"])
        _ = try await f.updater(f.ids.a).checkNow()
        try f.apps.app(f.ids.a)?.store.confirmCurrent()
        try f.publish(f.ids.a, "1.1.0", capabilities: ["ui", "share.share"])
        let updater = try f.updater(f.ids.a)
        var events = updater.events.makeAsyncIterator()
        await f.server.clearRequests()
        let result = try await updater.checkNow()
        #expect(result == .needsConsent(version: "1.1.0", added: ["share.share"]))
        #expect(await events.next() == .capabilitiesRequested(version: "1.1.0", added: ["share.share"]))
        #expect(try f.current(f.ids.a) == "1.0.0", "nothing installed without consent")
        #expect(await f.server.bodyBytes(sentToPathsStartingWith: "/feed/\(f.ids.a)/targets/files/") == 0, "nor downloaded")
        // Consent to less than asked is not consent.
        await updater.consent(to: "1.1.0", capabilities: ["ui"])
        #expect(try await updater.checkNow() == .needsConsent(version: "1.1.0", added: ["share.share"]))
        await updater.consent(to: "1.1.0", capabilities: ["share.share"])
        guard case .available(version: "1.1.0", _, _) = try await updater.checkNow() else { Issue.record("not installed after consent"); return }
        #expect(try f.current(f.ids.a) == "1.1.0")
        try f.apps.app(f.ids.a)?.store.confirmCurrent()
        // Asking for less needs no consent.
        try f.publish(f.ids.a, "1.2.0", capabilities: ["ui"])
        guard case .available(version: "1.2.0", _, _) = try await f.updater(f.ids.a).checkNow() else { Issue.record("a narrowing waited"); return }
        // Dropping the list altogether, at an app id, means nothing at all: narrower still.
        try f.publish(f.ids.a, "1.3.0", capabilities: nil)
        guard case .available(version: "1.3.0", _, _) = try await f.updater(f.ids.a).checkNow() else { Issue.record("no list waited"); return }
    }
}

/// A folder holding `files`, for package builds.
enum SchemeFixtureFolder {
    static func make(_ files: [String: Data]) throws -> URL {
        let folder = TestPackages.temporaryFolder("site")
        for (path, data) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return folder
    }
}
