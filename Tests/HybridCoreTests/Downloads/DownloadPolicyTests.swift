import Foundation
import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// The core's download rules, against the fake engine: nothing is saved unless
/// the app chooses a destination, and what it chooses is checked first.
@MainActor
struct DownloadPolicyTests {
    @MainActor
    private final class Chooser: WebContainerDelegate {
        var chosen: URL?
        func container(_ container: WebContainer, destinationFor download: Download) async -> URL? { chosen }
    }

    @MainActor
    private final class Silent: WebContainerDelegate {}

    private static func ask(_ delegate: (any WebContainerDelegate)?) async throws -> Result<URL, Download.Failure> {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        container.delegate = delegate
        let download = Download(url: URL(string: "https://a.example/f.bin"), suggestedFilename: "f.bin") {}
        let engineDelegate = try #require(view.delegate)
        return await engineDelegate.engineView(view, destinationFor: download)
    }

    @Test func withNoDelegateOrTheDefaultAnswer_aDownloadIsRefused() async throws {
        let none = try await Self.ask(nil)
        #expect(none == .failure(.refused))
        let silent = Silent()
        let defaulted = try await Self.ask(silent)
        #expect(defaulted == .failure(.refused))
    }

    @Test func theAppsDestinationIsCanonicalized_beforeTheEngineSeesIt() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hk-dl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("inner"), withIntermediateDirectories: true)
        let chooser = Chooser()
        chooser.chosen = URL(fileURLWithPath: folder.path + "/inner/../inner/./file.bin")
        let answer = try await Self.ask(chooser)
        #expect(answer == .success(folder.resolvingSymlinksInPath().appendingPathComponent("inner/file.bin")))
    }

    @Test func aDestinationThatIsNotAPlainNewFile_isRefusedWithItsCode() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hk-dl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let existing = folder.appendingPathComponent("there.bin")
        try Data("keep".utf8).write(to: existing)
        let chooser = Chooser()
        for bad in [URL(string: "https://a.example/f.bin")!, folder, folder.appendingPathComponent("missing/f.bin"), existing] {
            chooser.chosen = bad
            guard case .failure(let error) = try await Self.ask(chooser) else { Issue.record("\(bad) accepted"); return }
            #expect(error.code == "download_invalid_destination", "\(bad)")
        }
        #expect(try String(contentsOf: existing, encoding: .utf8) == "keep")
    }

    @Test func aServersSuggestedName_losesFoldersAndDots() {
        #expect(DownloadFilename.sanitized("../../etc/passwd") == "passwd")
        #expect(DownloadFilename.sanitized("..\\..\\win.ini") == "win.ini")
        #expect(DownloadFilename.sanitized("..") == "download")
        #expect(DownloadFilename.sanitized(".hidden") == "hidden")
        #expect(DownloadFilename.sanitized("a\u{0}b\nc.txt") == "abc.txt")
        #expect(DownloadFilename.sanitized(nil, url: URL(string: "https://a.example/dir/report.pdf")) == "report.pdf")
        #expect(Download(url: nil, suggestedFilename: "x/../../y.bin") {}.suggestedFilename == "y.bin")
    }

    @Test func aCompletedDownload_keepsItsFirstResult_andIgnoresCancel() async throws {
        var cancels = 0
        let download = Download(url: nil, suggestedFilename: "a", expectedLength: 100) { cancels += 1 }
        download.cancel()
        #expect(cancels == 1)
        #expect(download.complete(.failure(.cancelled)))
        #expect(!download.complete(.success(URL(fileURLWithPath: "/tmp/a"))))
        #expect(!download.update(bytesReceived: 5, bytesExpected: 100))
        download.cancel()
        #expect(cancels == 1)
        #expect(download.bytesReceived == 0)
    }

    @Test func fractionCompleted_comesFromTheBytes_whenTheLengthIsKnown() {
        let download = Download(url: nil, suggestedFilename: "a", expectedLength: 100) {}
        #expect(download.fractionCompleted == 0)
        #expect(download.update(bytesReceived: 25, bytesExpected: 100))
        #expect(download.fractionCompleted == 0.25)
        #expect(Download(url: nil, suggestedFilename: "b") {}.fractionCompleted == nil)
    }
}
