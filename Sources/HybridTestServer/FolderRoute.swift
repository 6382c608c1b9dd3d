import Foundation

/// Serves the files under one folder, as a static web server would: the right
/// `Content-Type`, `index.html` for a directory, 404 for what is not there.
///
/// Nothing outside the folder is ever served: a `..` segment (FlyingFox hands
/// routes the percent-decoded path, so `%2e%2e` and `%2f` arrive as `..` and `/`)
/// is refused, and so is a symlink that leads out of the folder.
struct FolderRoute: Sendable {
    /// What a request path stands for.
    enum Resolution: Equatable, Sendable {
        case file(URL)
        /// A directory asked for without its trailing slash: relative links need it.
        case redirect(String)
        case notFound
        /// The path tries to leave the folder.
        case forbidden
    }

    /// The folder, symlinks resolved, so containment is checked on real paths.
    let root: URL
    /// Where the folder is mounted, without a trailing slash: `""` for `/`.
    let mount: String

    /// Validators (`ETag`, `Last-Modified`) and `Accept-Ranges: bytes` on every file, as a CDN sends.
    let asCDN: Bool

    init(folder: URL, at mountPath: String = "/", asCDN: Bool = false) {
        root = folder.standardizedFileURL.resolvingSymlinksInPath()
        mount = mountPath.hasSuffix("/") ? String(mountPath.dropLast()) : mountPath
        self.asCDN = asCDN
    }

    /// Whether a request path falls under this route's mount point.
    func matches(_ path: String) -> Bool {
        path == mount || path.hasPrefix(mount + "/")
    }

    /// Resolves a decoded request path to a file in the folder.
    func resolve(_ path: String) -> Resolution {
        guard matches(path) else { return .notFound }
        let relative = path.dropFirst(mount.count)
        if relative.isEmpty { return .redirect(mount + "/") }
        let segments = relative.split(separator: "/", omittingEmptySubsequences: true)
        if segments.contains(where: { $0 == ".." || $0.contains("\0") }) { return .forbidden }
        var target = root
        for segment in segments where segment != "." { target.appendPathComponent(String(segment)) }
        let real = target.resolvingSymlinksInPath()
        guard real.path == root.path || real.path.hasPrefix(root.path + "/") else { return .forbidden }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real.path, isDirectory: &isDirectory) else { return .notFound }
        guard isDirectory.boolValue else { return .file(real) }
        guard path.hasSuffix("/") else { return .redirect(path + "/") }
        let index = real.appendingPathComponent("index.html")
        return FileManager.default.fileExists(atPath: index.path) ? .file(index) : .notFound
    }

    /// The response for a request: the file, a redirect, 404 or 403.
    func respond(to request: RecordedRequest) -> TestResponse {
        switch resolve(request.path) {
        case .file(let url):
            guard let body = try? Data(contentsOf: url) else { return .notFound }
            let type = ContentTypes.forPathExtension(url.pathExtension)
            // no-cache: a developer's edit shows on the next load.
            var headers = [("Content-Type", type), ("Cache-Control", "no-cache")]
            if asCDN { headers += Self.validators(of: url, size: body.count) }
            return TestResponse(headers: headers, body: body)
        case .redirect(let location):
            return .redirect(to: location.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? location, status: 301)
        case .notFound: return .notFound
        case .forbidden:
            return TestResponse(status: 403, headers: [("Content-Type", "text/plain")], body: Data("forbidden".utf8))
        }
    }

    /// `ETag` from size and modification time (as nginx makes it), `Last-Modified`, `Accept-Ranges`.
    private static func validators(of url: URL, size: Int) -> [(String, String)] {
        let modified = (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? Date(timeIntervalSince1970: 0)
        let seconds = Int(modified.timeIntervalSince1970)
        let nanos = Int((modified.timeIntervalSince1970 - Double(seconds)) * 1e9)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return [("ETag", "\"\(String(seconds, radix: 16))\(String(nanos, radix: 16))-\(String(size, radix: 16))\""),
                ("Last-Modified", formatter.string(from: modified)), ("Accept-Ranges", "bytes")]
    }
}
