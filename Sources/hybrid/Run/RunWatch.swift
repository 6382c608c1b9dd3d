import Foundation
import HybridCore

/// `hybrid run DIR --watch`: looks at the served folder every 100 ms and, once
/// changes have stopped for 100 ms, says which files changed and reloads the
/// page on top, keeping the window, the mocks and the inspector.
@MainActor
final class RunWatch {
    /// Files looked at, at most; a folder larger than that is watched in part, and the run says so.
    static let maximumFiles = 20_000
    private let folder: URL
    private var seen: [String: FileStamp]

    struct FileStamp: Equatable {
        var modified: Date?
        var size: Int?
    }

    init(folder: URL) {
        self.folder = folder
        seen = [:]
        seen = stamps()
    }

    /// Watches until the task is cancelled; `reload` is called with the changed paths (relative to the folder).
    func run(reload: @escaping @MainActor ([String]) async -> Void) async {
        while !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(100))
            var now = stamps()
            guard now != seen else { continue }
            // Debounce: an editor's save or a build writes several files; wait until they stop.
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(100))
                let next = stamps()
                if next == now { break }
                now = next
            }
            let changed = Set(now.keys).union(seen.keys).filter { now[$0] != seen[$0] }.sorted()
            seen = now
            await reload(changed)
        }
    }

    /// Modification time and size of every file under the folder, hidden ones and `node_modules` aside.
    private func stamps() -> [String: FileStamp] {
        var result: [String: FileStamp] = [:]
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]) else {
            return result
        }
        let base = folder.standardizedFileURL.path
        for case let url as URL in walker {
            if url.lastPathComponent == "node_modules" { walker.skipDescendants(); continue }
            guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(base.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            result[path] = FileStamp(modified: values.contentModificationDate, size: values.fileSize)
            if result.count >= Self.maximumFiles { break }
        }
        return result
    }
}
