import Foundation

extension PackageUpdater {
    /// Takes the feed's newer roots (under a root of trust), fetches and verifies the channel, decides for this device, and for a version to take
    /// fetches its signed manifest and works out the files this device lacks.
    func check() async throws -> (UpdateCheckResult, UpdateOffer?) {
        try await refreshRoots()
        let document = try await acceptedChannel()
        let version = try PackageVersion(document.version)
        if appVersion < (try PackageVersion(document.minimumAppVersion)) {
            return (.requiresNewerApp(version: document.version, minimumAppVersion: document.minimumAppVersion), nil)
        }
        if let current = try store.current(), (try? PackageVersion(current.version)) == version {
            return (.upToDate(version: current.version), nil)
        }
        if folder.rolledBackVersions().contains(document.version) { return (.rolledBackBefore(version: document.version), nil) }
        let bucket = RolloutBucket.bucket(deviceID: deviceID, channel: channel, version: document.version)
        guard bucket < document.rolloutPercent else {
            return (.notInRollout(version: document.version, bucket: bucket, percent: document.rolloutPercent), nil)
        }
        if let highest = try store.highestAcceptedVersion(), version < highest, !policy.allowDowngrade {
            throw PackageUpdateError.versionDowngrade(offered: document.version, installed: highest.text)
        }
        let offer = try await self.offer(document)
        sink.yield(.updateAvailable(version: document.version, bytes: offer.missingBytes))
        return (.available(version: document.version, files: offer.missing.count, bytes: offer.missingBytes), offer)
    }

    /// The channel document, fetched with the last one's validators: a 304 re-verifies the kept
    /// bytes (so a frozen feed still expires); a 200 fetches the signature and verifies both.
    func acceptedChannel() async throws -> ChannelDocument {
        let cached = ChannelCache.load(channel, in: folder)
        let path = try FeedLayout.channelPath(channel)
        let response = try await client.document(path, headers: cached?.conditionalHeaders ?? [:], limit: 64 * 1024)
        if response.status == 304 {
            guard let cached else { throw PackageUpdateError.invalidChannel("304 for a request that was not conditional") }
            lastCheckWasNotModified = true
            return try verifier.accept(documentData: cached.documentData, signature: cached.signature, channel: channel, now: now())
        }
        lastCheckWasNotModified = false
        var (fetched, signature) = (response, try await client.document(try FeedLayout.channelSignaturePath(channel), limit: SignatureSet.maximumBytes).body)
        var document: ChannelDocument
        do {
            document = try verifier.accept(documentData: fetched.body, signature: signature, channel: channel, now: now())
        } catch PackageUpdateError.channelBadSignature {
            // A publish between the two requests pairs an old document with a new signature: fetch both once more.
            fetched = try await client.document(path, limit: 64 * 1024)
            signature = try await client.document(try FeedLayout.channelSignaturePath(channel), limit: SignatureSet.maximumBytes).body
            document = try verifier.accept(documentData: fetched.body, signature: signature, channel: channel, now: now())
        }
        try ChannelCache(documentData: fetched.body, signature: signature, etag: fetched.headers["etag"],
                         lastModified: fetched.headers["last-modified"]).save(channel, in: folder)
        return document
    }

    /// The version's manifest, signed with the store's key and naming the channel's version.
    func offer(_ document: ChannelDocument) async throws -> UpdateOffer {
        let manifestData = try await client.document(try FeedLayout.manifestPath(document.version), limit: 16 << 20).body
        let signature = try await client.document(try FeedLayout.manifestSignaturePath(document.version), limit: SignatureSet.maximumBytes).body
        try PackageSignature.verify(signatureText: signature, manifestData: manifestData, policy: store.trustedRoots.publishPolicy)
        let manifest: PackageManifest
        do { manifest = try JSONDecoder().decode(PackageManifest.self, from: manifestData) } catch {
            throw OfflinePackageError.invalidManifest("the feed's manifest of \(document.version) does not parse")
        }
        try manifest.validate()
        guard manifest.version == document.version else {
            throw PackageUpdateError.mixedVersions(channel: document.version, manifest: manifest.version)
        }
        let local = localFiles()
        var seen = Set<String>()
        let missing = manifest.files.filter { local[$0.sha256] == nil && seen.insert($0.sha256).inserted }
        return UpdateOffer(document: document, manifest: manifest, manifestData: manifestData, signature: signature, missing: missing)
    }

    /// Where each SHA-256 this device already has lives: finished downloads, then the
    /// current and previous versions' files (their manifests' signatures checked on open).
    func localFiles() -> [String: URL] {
        var files: [String: URL] = [:]
        let pointer = try? store.pointer()
        for name in [pointer?.current, pointer?.previous].compactMap({ $0 }) {
            guard let version = try? store.version(named: name) else { continue }
            for file in version.manifest.files { files[file.sha256] = version.fileURL(file.path) }
        }
        for sha256 in folder.completeFiles() { files[sha256] = folder.file(sha256) }
        return files
    }
}
