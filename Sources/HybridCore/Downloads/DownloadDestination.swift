import Foundation
import HybridVocabulary

/// The check every destination the app chooses passes before an engine writes to it.
package enum DownloadDestination {
    /// The canonical file URL for `url`: absolute, `.` and `..` resolved, the
    /// folder's symbolic links resolved. Throws when it is not a file URL,
    /// names a folder or an existing file, or its folder does not exist.
    package static func canonical(_ url: URL) throws(Download.Failure) -> URL {
        guard url.isFileURL else { throw .invalidDestination("not a file URL: \(url.scheme ?? "no scheme")") }
        let path = url.path
        guard path.hasPrefix("/") else { throw .invalidDestination("not an absolute path") }
        let standardized = URL(fileURLWithPath: path).standardizedFileURL
        let name = standardized.lastPathComponent
        guard !name.isEmpty, name != "/", name != ".", name != ".." else { throw .invalidDestination("no file name") }
        let folder = standardized.deletingLastPathComponent().resolvingSymlinksInPath()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .invalidDestination("the folder does not exist")
        }
        let file = folder.appendingPathComponent(name, isDirectory: false)
        if FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .invalidDestination("a folder is at that path")
        }
        guard !FileManager.default.fileExists(atPath: file.path) else { throw .invalidDestination("a file is already there") }
        return file
    }
}
