import Foundation
import HybridDiskSupport

/// A ``CookieJar``'s file, behind ``CookieJar/init(contentsOf:keepingSessionCookies:configuration:)``
/// and ``CookieJar/write(to:keepingSessionCookies:)``.
///
/// The file is JSON, written atomically (temporary file + rename), so a crash
/// mid-write leaves the previous file. Cookies are stored in creation order
/// with all their flags; expired ones are dropped on save and on load.
struct CookieJarStore: Sendable {
    struct FileContents: Codable {
        static let currentVersion = 1
        var version: Int
        var cookies: [Cookie]
    }

    let fileURL: URL
    /// Whether session cookies (no `Expires`/`Max-Age`) outlive an app restart: written to
    /// disk and restored (`true`), or neither (`false`, the default). Browsers drop them when the
    /// session ends; an app that is killed in the background often wants to keep the login instead.
    let keepsSessionCookies: Bool

    init(fileURL: URL, keepsSessionCookies: Bool = false) {
        self.fileURL = fileURL
        self.keepsSessionCookies = keepsSessionCookies
    }

    /// Writes the jar's live cookies (session cookies only when ``keepsSessionCookies``).
    func save(_ jar: CookieJar) throws(CookieJar.FileError) {
        let cookies = jar.allCookies().filter { keepsSessionCookies || !$0.isSession }
        let encoder = JSONEncoder()
        do {
            let data = try encoder.encode(FileContents(version: FileContents.currentVersion, cookies: cookies))
            try FileManager.default.createDirectory(
                at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: fileURL, options: .atomic)
        } catch {
            throw DiskErrors.isOutOfSpace(error) ? .diskFull : .writeFailed(reason: error.localizedDescription)
        }
    }

    /// Sets the file's live cookies in `jar`; a damaged file is moved aside and throws.
    func fill(_ jar: CookieJar) throws(CookieJar.FileError) {
        do {
            try readCookies(now: jar.configuration.clock.now()).forEach(jar.set)
        } catch .corrupt(let reason) {
            throw .corrupt(reason: reason + setAside())
        } catch .unsupportedVersion(let version) {
            _ = setAside()
            throw .unsupportedVersion(version)
        }
    }

    /// Moves the damaged file aside; says where, for the error's reason.
    private func setAside() -> String {
        guard let kept = try? DiskErrors.setAside(fileURL) else { return "; it could not be moved aside" }
        return "; kept at \(kept.path)"
    }

    /// The live cookies in the file, in creation order.
    func readCookies(now: Date) throws(CookieJar.FileError) -> [Cookie] {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return [] }
        let data: Data
        do { data = try Data(contentsOf: fileURL) } catch { throw .unreadable(reason: error.localizedDescription) }
        let decoder = JSONDecoder()
        let contents: FileContents
        do { contents = try decoder.decode(FileContents.self, from: data) } catch {
            throw .corrupt(reason: "\(fileURL.lastPathComponent) is not a cookie file (\(data.count) bytes)")
        }
        guard contents.version == FileContents.currentVersion else { throw .unsupportedVersion(contents.version) }
        return contents.cookies.filter { cookie in
            (cookie.expiresAt.map { $0 > now } ?? keepsSessionCookies)
        }
    }
}

extension CookieJar {
    /// A jar filled from `file`, as ``write(to:keepingSessionCookies:)`` left it; a missing file
    /// is a first launch: an empty jar.
    ///
    /// A file that cannot be read, does not parse or has a newer format throws, so a damaged
    /// jar (a lost login) is never taken for an empty one unseen. A damaged file is moved aside
    /// first (``FileError/corrupt(reason:)`` names where), so it is kept for inspection, a later
    /// write cannot overwrite it, and loading again starts from an empty jar.
    /// - Parameters:
    ///   - file: the jar's file.
    ///   - keepingSessionCookies: whether session cookies in the file are restored.
    ///   - configuration: the new jar's limits, clock and Public Suffix List.
    public convenience init(contentsOf file: URL, keepingSessionCookies: Bool = false,
                            configuration: CookieJar.Configuration = .init()) throws(CookieJar.FileError) {
        self.init(configuration: configuration)
        try CookieJarStore(fileURL: file, keepsSessionCookies: keepingSessionCookies).fill(self)
    }

    /// Writes the live cookies to `file`, atomically: a crash mid-write leaves the previous file.
    /// - Parameters:
    ///   - file: the jar's file; its folder is made when missing.
    ///   - keepingSessionCookies: whether session cookies (no `Expires`/`Max-Age`) are written,
    ///   to outlive an app restart. Browsers drop them when the session ends; an app that is killed
    ///   in the background often wants to keep the login instead.
    public func write(to file: URL, keepingSessionCookies: Bool = false) throws(CookieJar.FileError) {
        try CookieJarStore(fileURL: file, keepsSessionCookies: keepingSessionCookies).save(self)
    }
}
