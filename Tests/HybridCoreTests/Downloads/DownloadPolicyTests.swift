import Foundation
@testable import HybridCore
import HybridTesting
import XCTest

/// The core's download rules, against the fake engine: nothing is saved unless
/// the app chooses a destination, and what it chooses is checked first.
final class DownloadPolicyTests: XCTestCase {
    @MainActor
    private final class Chooser: WebContainerDelegate {
        var chosen: URL?
        func container(_ container: WebContainer, destinationFor download: Download) async -> URL? { chosen }
    }

    @MainActor
    private final class Silent: WebContainerDelegate {}

    @MainActor
    private static func ask(_ delegate: (any WebContainerDelegate)?) async throws -> Result<URL, Download.Failure> {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        container.delegate = delegate
        let download = Download(request: Download.Request(url: URL(string: "https://a.example/f.bin"), suggestedFilename: "f.bin")) {}
        let engineDelegate = try XCTUnwrap(view.delegate)
        return await engineDelegate.engineView(view, destinationFor: download)
    }

    func test_withNoDelegateOrTheDefaultAnswer_aDownloadIsRefused() async throws {
        try await onMain {
            let none = try await Self.ask(nil)
            XCTAssertEqual(none, .failure(.refused))
            let silent = Silent()
            let defaulted = try await Self.ask(silent)
            XCTAssertEqual(defaulted, .failure(.refused))
        }
    }

    func test_theAppsDestinationIsCanonicalized_beforeTheEngineSeesIt() async throws {
        try await onMain {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hk-dl-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("inner"), withIntermediateDirectories: true)
            let chooser = Chooser()
            chooser.chosen = URL(fileURLWithPath: folder.path + "/inner/../inner/./file.bin")
            let answer = try await Self.ask(chooser)
            XCTAssertEqual(answer, .success(folder.resolvingSymlinksInPath().appendingPathComponent("inner/file.bin")))
        }
    }

    func test_aDestinationThatIsNotAPlainNewFile_isRefusedWithItsCode() async throws {
        try await onMain {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hk-dl-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let existing = folder.appendingPathComponent("there.bin")
            try Data("keep".utf8).write(to: existing)
            let chooser = Chooser()
            for bad in [URL(string: "https://a.example/f.bin")!, folder, folder.appendingPathComponent("missing/f.bin"), existing] {
                chooser.chosen = bad
                guard case .failure(let error) = try await Self.ask(chooser) else { return XCTFail("\(bad) accepted") }
                XCTAssertEqual(error.code, "download_invalid_destination", "\(bad)")
            }
            XCTAssertEqual(try String(contentsOf: existing, encoding: .utf8), "keep")
        }
    }

    func test_aServersSuggestedName_losesFoldersAndDots() {
        XCTAssertEqual(DownloadFilename.sanitized("../../etc/passwd"), "passwd")
        XCTAssertEqual(DownloadFilename.sanitized("..\\..\\win.ini"), "win.ini")
        XCTAssertEqual(DownloadFilename.sanitized(".."), "download")
        XCTAssertEqual(DownloadFilename.sanitized(".hidden"), "hidden")
        XCTAssertEqual(DownloadFilename.sanitized("a\u{0}b\nc.txt"), "abc.txt")
        XCTAssertEqual(DownloadFilename.sanitized(nil, url: URL(string: "https://a.example/dir/report.pdf")), "report.pdf")
        XCTAssertEqual(Download.Request(url: nil, suggestedFilename: "x/../../y.bin").suggestedFilename, "y.bin")
    }

    func test_aCompletedDownload_keepsItsFirstResult_andIgnoresCancel() async throws {
        try await onMain {
            var cancels = 0
            let download = Download(request: Download.Request(url: nil, suggestedFilename: "a")) { cancels += 1 }
            download.cancel()
            XCTAssertEqual(cancels, 1)
            XCTAssertTrue(download.complete(.failure(.cancelled)))
            XCTAssertFalse(download.complete(.success(URL(fileURLWithPath: "/tmp/a"))))
            XCTAssertFalse(download.update(Download.Progress(bytesReceived: 5)))
            download.cancel()
            XCTAssertEqual(cancels, 1)
            XCTAssertEqual(Download.Progress(bytesReceived: 25, bytesExpected: 100).fractionCompleted, 0.25)
        }
    }
}
