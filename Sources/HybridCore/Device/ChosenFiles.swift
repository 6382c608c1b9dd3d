import Foundation
import HybridVocabulary

/// The app's chosen files, checked before the engine hands them to the page:
/// each a file URL, canonical (symbolic links resolved), an existing regular
/// file the process can read, and no more than the input allows.
enum ChosenFiles {
    enum Refusal: Error, Equatable, CustomStringConvertible {
        case tooMany(Int)
        case notAFileURL(String)
        case notAReadableFile(String)

        var description: String {
            switch self {
            case .tooMany(let count): "\(count) files for an input without `multiple`"
            case .notAFileURL(let url): "not a file URL: \(url)"
            case .notAReadableFile(let path): "not a readable regular file: \(path)"
            }
        }
    }

    static func check(_ urls: [URL], for request: FileChooserRequest) throws(Refusal) -> [String] {
        guard request.allowsMultiple || urls.count <= 1 else { throw .tooMany(urls.count) }
        var paths: [String] = []
        for url in urls {
            guard url.isFileURL else { throw .notAFileURL(url.absoluteString) }
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
                  FileManager.default.isReadableFile(atPath: path) else { throw .notAReadableFile(path) }
            paths.append(path)
        }
        return paths
    }
}
