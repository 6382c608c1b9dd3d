import Foundation
import HybridCore
import XCTest
import HybridVocabulary

/// Answers file inputs and permission requests as a test says, and records what it was asked.
@MainActor
final class DeviceDelegate: WebContainerDelegate {
    var files: [URL]?
    var decision: PermissionRequest.Decision = .deny
    var fileRequests: [FileChooserRequest] = []
    var permissionRequests: [PermissionRequest] = []
    /// Answers given, counted once the container has them.
    private(set) var answers = 0
    /// When set, answers wait until the test calls ``release()``.
    var holds = false
    private var held: [CheckedContinuation<Void, Never>] = []

    func release() {
        let waiting = held
        held.removeAll()
        for continuation in waiting { continuation.resume() }
    }

    private func waitIfHeld() async {
        guard holds else { return }
        await withCheckedContinuation { held.append($0) }
    }

    func container(_ container: WebContainer, chooseFilesFor request: FileChooserRequest) async -> [URL]? {
        fileRequests.append(request)
        await waitIfHeld()
        answers += 1
        return files
    }

    func container(_ container: WebContainer, decide request: PermissionRequest) async -> PermissionRequest.Decision {
        permissionRequests.append(request)
        await waitIfHeld()
        answers += 1
        return decision
    }
}

/// Small files in a fresh temporary folder.
enum TemporaryFiles {
    static func make(_ contents: [String: Data]) throws -> [URL] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hk-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try contents.keys.sorted().map { name in
            let url = folder.appendingPathComponent(name)
            try contents[name]!.write(to: url)
            return url
        }
    }
}
