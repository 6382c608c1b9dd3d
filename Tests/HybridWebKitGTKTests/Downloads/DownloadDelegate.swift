import Foundation
import HybridCore
import HybridVocabulary

/// A container delegate that records downloads and challenges and answers as a test scripts.
@MainActor
final class DownloadDelegate: WebContainerDelegate {
    var requests: [Download] = []
    /// Each progress call's bytes, as they were then.
    var progress: [(bytesReceived: Int64, bytesExpected: Int64?)] = []
    var completed: [Download] = []
    var challenges: [AuthenticationChallenge] = []
    var destination: (Download) async -> URL? = { _ in nil }
    var onProgress: (Download) -> Void = { _ in }
    var credential: (AuthenticationChallenge) async -> AuthenticationChallenge.Credential? = { _ in nil }
    var refusals: [Int] = []

    func container(_ container: WebContainer, destinationFor download: Download) async -> URL? {
        requests.append(download)
        return await destination(download)
    }

    func container(_ container: WebContainer, downloadDidProgress download: Download) {
        progress.append((download.bytesReceived, download.bytesExpected))
        onProgress(download)
    }

    func container(_ container: WebContainer, didComplete download: Download) { completed.append(download) }

    func container(_ container: WebContainer, authenticate challenge: AuthenticationChallenge) async -> AuthenticationChallenge.Credential? {
        challenges.append(challenge)
        return await credential(challenge)
    }

    func container(_ container: WebContainer, didRefuse challenge: AuthenticationChallenge, afterAttempts attempts: Int) {
        refusals.append(attempts)
    }

    /// An app that never answers.
    static func never<T>(_ value: T) async -> T {
        try? await Task.sleep(for: .seconds(3600))
        return value
    }
}

/// A fresh empty folder for one test's files.
func downloadFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hk-downloads-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

func folderContents(_ folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
}

extension Download {
    /// Why it did not save, or `nil` when it saved or still runs.
    var failure: Download.Failure? {
        if case .failure(let error) = result { error } else { nil }
    }
}
