import Foundation
import HybridCore
import HybridSchemes
import Logging

/// Serves the active version of a package at `scheme://host/…` (`app://bundle/…`).
///
/// Files come from the version folder, streamed from the handle that was
/// checked (``ServedFileGuard``): a file whose bytes no longer match the
/// manifest is answered 500 with an empty body, never served. Paths the
/// package lacks go to the ``NetworkFallback`` when its rule allows, else 404.
/// Both the file lookup and the fallback use the request's ``CanonicalPath``; a path
/// that does not normalize cleanly is answered 400 (`X-HybridKit-Error: unsafe_path`).
/// Documents other than the app's own pages and the host's named origins are refused before anything
/// runs (``AppDocumentGate``); allowed origins get CORS headers.
public final class OfflinePackageServer: URLSchemeHandler, AppGrantSource, @unchecked Sendable {
    public let scheme: String
    public let host: String
    private let cors: CORSPolicy
    private let fallback: NetworkFallback?
    private let onTamper: @Sendable (String) -> Void
    private let fileGuard = ServedFileGuard()
    private let lock = NSLock()
    private var active: InstalledVersion?
    private let logger = HybridLog.logger("hybridkit.offline")

    /// - Parameters:
    ///   - cors: `http(s)` origins allowed to fetch package files.
    ///   - onTamper: told the package path of every file refused because its bytes changed.
    public init(scheme: String = "app", host: String = "bundle", cors: CORSPolicy = CORSPolicy(),
                fallback: NetworkFallback? = nil, onTamper: @escaping @Sendable (String) -> Void = { _ in }) {
        self.scheme = scheme.lowercased()
        self.host = host.lowercased()
        self.cors = cors
        self.fallback = fallback
        self.onTamper = onTamper
    }

    /// What the origin's pages may call while no version is served: nothing, for an app of ``OfflineApps``.
    var grantsWithoutVersion: Set<String>? {
        didSet { lock.withLock { updateGrant() } }
    }
    /// Where this app's grant is kept: the server's own table when it serves alone, its ``OfflineApps``' when it is one of them.
    package var appGrants: AppGrants { lock.withLock { grants } }
    private var grants = AppGrants()
    /// The most the host lets this app's pages call, whatever its manifest asks (`nil`: no ceiling, a lone package).
    private var ceiling: Set<String>?

    /// Keeps this app's grant in `grants` (its ``OfflineApps``'), within `ceiling`.
    func grant(into grants: AppGrants, within ceiling: Set<String>?) {
        lock.withLock {
            (self.grants, self.ceiling) = (grants, ceiling)
            updateGrant()
        }
    }

    /// The served version's signed manifest within the host's ceiling; called under the lock.
    private func updateGrant() {
        grants.set(AppCapabilities.granted(active.map(\.manifest.grantedCapabilities) ?? grantsWithoutVersion, within: ceiling), forHost: host)
    }

    /// The pages' origin, e.g. `app://bundle`.
    public var origin: String { "\(scheme)://\(host)" }

    /// Told of a version switch made through ``activeVersion`` once files may be cached.
    private var onSwitch: (@Sendable () -> Void)?

    /// The version whose files are answered from now on. Switch through
    /// ``OfflinePackageHost/open(in:)`` where you can: it waits until the engine
    /// has dropped the old version's files before it loads the new one.
    public var activeVersion: InstalledVersion? {
        get { lock.withLock { active } }
        set {
            guard switchVersion(to: newValue) else { return }
            lock.withLock { onSwitch }?()
        }
    }

    /// Sets the served version; `true` when it replaced a different one, whose
    /// files an engine may still hold.
    /// The bridge gate's grants for this origin follow the served version's signed manifest, at once.
    package func switchVersion(to version: InstalledVersion?) -> Bool {
        lock.withLock {
            defer {
                active = version
                updateGrant()
            }
            return active != nil && active?.folder.path != version?.folder.path
        }
    }

    /// Lets engines keep files in their memory cache rather than ask again at every
    /// load (`no-cache` costs a trip to this handler per file). Only for a caller
    /// that clears those caches at every switch: `onSwitch` is told of switches
    /// made through ``activeVersion``.
    package func cacheFiles(onSwitch: @escaping @Sendable () -> Void) {
        lock.withLock { self.onSwitch = onSwitch }
    }

    /// How long an engine may keep a file without asking: a year while the engine's
    /// caches are cleared at each switch (a version's files never change), else 0.
    private var cacheControl: String {
        lock.withLock { onSwitch == nil } ? "no-cache" : "max-age=31536000"
    }

    /// The URL of a package path, e.g. `app://bundle/index.html`.
    public func url(for path: String) -> URL {
        URL(string: origin + "/" + path.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }.joined(separator: "/"))!
    }

    /// Only the documents ``AppDocumentGate`` admits are answered; every answer keeps the app's pages out of other origins' frames.
    public func response(for request: URLSchemeRequest) async -> URLSchemeResponse {
        if cors.isPreflight(request) { return cors.preflightResponse(for: request) }
        var response: URLSchemeResponse
        if let refusal = gate.refusal(for: request) {
            logger.warning("refused \(request.url.absoluteString): \(refusal.message)")
            response = refusal.response
        } else {
            response = await answer(request)
            cors.apply(to: &response, for: request)
        }
        wall(&response)
        return response
    }

    /// Every answer carries the app's walls: its grant's network allowance as a Content-Security-Policy
    /// (``AppNetworkWalls``) when its grant limits it, workers' scripts included, and always that only
    /// its own pages may frame it. A policy the answer had already (a fallback's) is kept beside it.
    private func wall(_ response: inout URLSchemeResponse) {
        if let policy = AppNetworkWalls.contentSecurityPolicy(for: appGrants.limit(forHost: host)) {
            let name = response.headers.keys.first { $0.lowercased() == "content-security-policy" }
            let existing = name.flatMap { response.headers[$0] }
            if let name { response.headers[name] = nil }
            response.setHeader("Content-Security-Policy", existing.map { $0 + ", " + policy } ?? policy)
        }
        AppDocumentGate.keepUnframed(&response)
    }

    private var gate: AppDocumentGate { AppDocumentGate(servedOrigin: origin, cors: cors) }

    /// Files up to this size, already hashed in this process and unchanged since, are answered at once.
    public static let immediateLimit = 256 * 1024

    /// A small package file that ``ServedFileGuard`` checked before and that has not changed
    /// since, answered on the engine's thread; anything else goes to ``response(for:)``.
    public func immediateResponse(for request: URLSchemeRequest) -> URLSchemeResponse? {
        guard !cors.isPreflight(request), gate.refusal(for: request) == nil,
              request.method == "GET" || request.method == "HEAD",
              request.url.host?.lowercased() == host, let version = activeVersion,
              let path = try? request.canonicalPath(), let file = version.filesByPath[path.packageFilePath],
              file.size <= Self.immediateLimit,
              let handle = try? FileHandle(forReadingFrom: version.fileURL(file.path)),
              fileGuard.isVerified(handle, path: version.fileURL(file.path).path)
        else { return nil }
        var response = fileResponse(request, handle: handle, file: file)
        cors.apply(to: &response, for: request)
        wall(&response)
        return response
    }

    private func fileResponse(_ request: URLSchemeRequest, handle: FileHandle, file: PackageFileEntry) -> URLSchemeResponse {
        var response = FileResponse.make(for: request, handle: handle, length: file.size,
                                          contentType: MIMEType.forPath(file.path), etag: "\"\(file.sha256)\"")
        response.setHeader("Cache-Control", cacheControl)
        return response
    }

    private func answer(_ request: URLSchemeRequest) async -> URLSchemeResponse {
        guard request.url.host?.lowercased() == host, let version = activeVersion else { return .text(404, "no package here") }
        let path: CanonicalPath
        do { path = try request.canonicalPath() } catch { return refused(request, error) }
        guard let file = version.filesByPath[path.packageFilePath], request.method == "GET" || request.method == "HEAD" else {
            if let fallback, let url = fallback.url(for: path, query: request.percentEncodedQuery) {
                return await fallback.fetch(request, from: url, app: host, signedHashes: Set(version.manifest.files.map { $0.sha256.lowercased() }))
            }
            return .text(version.filesByPath[path.packageFilePath] == nil ? 404 : 405, "not in the package: \(path.decoded)")
        }
        guard let handle = try? FileHandle(forReadingFrom: version.fileURL(file.path)),
              fileGuard.check(handle, path: version.fileURL(file.path).path, expected: file)
        else {
            logger.error("refused \(file.path) of \(version.version): its bytes do not match the manifest")
            onTamper(file.path)
            return URLSchemeResponse(status: 500, headers: ["X-HybridKit-Error": OfflinePackageError.hashMismatch(path: file.path).code])
        }
        return fileResponse(request, handle: handle, file: file)
    }

    /// 400 for a path that does not normalize cleanly: neither a file lookup nor the network sees it.
    private func refused(_ request: URLSchemeRequest, _ error: CanonicalPathError) -> URLSchemeResponse {
        logger.warning("refused \(request.url.absoluteString): \(error.code)")
        var response = URLSchemeResponse.text(400, "refused path (\(error.code)): only canonical paths are served")
        response.setHeader("X-HybridKit-Error", OfflinePackageError.unsafePath(error.code).code)
        return response
    }
}
