import Foundation
import HybridCore
import HybridTestServer
import HybridTesting
import XCTest

/// Downloads in real WebKitGTK: the app chooses the destination, sees progress,
/// can cancel; nothing is saved without it, and the page stays usable.
final class DownloadTests: XCTestCase {
    private static let page = "<!doctype html><title>home</title><p id=p>home</p>"

    @MainActor
    private static func startPage(_ server: TestServer, _ container: WebContainer) async throws {
        await server.serve(html: Self.page, at: "/download-home")
        _ = try await container.load(server.url("/download-home"))
    }

    @MainActor
    private static func assertPageUsable(_ container: WebContainer, _ server: TestServer) async throws {
        let title = try await container.evaluateJavaScript("document.title + ' ' + location.pathname", as: String.self)
        XCTAssertEqual(title, "home /download-home")
    }

    func testAnAttachmentIsSavedWhereTheAppChoseWithAServerNameMadeSafe() throws {
        try EngineHarness.run { engine, server in
            await server.route("/attachment") { _ in
                TestResponse(headers: [("Content-Type", "application/octet-stream"),
                                       ("Content-Disposition", "attachment; filename=\"../../etc/report.bin\"")],
                             body: Data("attachment bytes".utf8))
            }
            let folder = try downloadFolder()
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let delegate = DownloadDelegate()
            delegate.destination = { folder.appendingPathComponent("./sub/../" + $0.suggestedFilename) }
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
            container.delegate = delegate
            try await Self.startPage(server, container)
            _ = try await container.evaluateJavaScript("location.href = '/attachment'; 1")
            try await eventually("download complete") { delegate.completed.count == 1 }
            XCTAssertEqual(delegate.requests.first?.suggestedFilename, "report.bin")
            let saved = folder.appendingPathComponent("report.bin")
            XCTAssertEqual(try delegate.completed[0].result?.get(), saved)
            XCTAssertEqual(try String(contentsOf: saved, encoding: .utf8), "attachment bytes")
            XCTAssertEqual(folderContents(folder), ["report.bin", "sub"])
            try await Self.assertPageUsable(container, server)
        }
    }

    func testABlobLinkWithTheDownloadAttributeIsSaved() throws {
        try EngineHarness.run { engine, server in
            let folder = try downloadFolder()
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let delegate = DownloadDelegate()
            delegate.destination = { folder.appendingPathComponent($0.suggestedFilename) }
            container.delegate = delegate
            try await Self.startPage(server, container)
            _ = try await container.evaluateJavaScript("""
                const a = document.createElement('a');
                a.href = URL.createObjectURL(new Blob(['made in the page'], {type: 'text/plain'}));
                a.download = 'notes/../page.txt'; document.body.appendChild(a); a.click(); 1
                """)
            try await eventually("download complete") { delegate.completed.count == 1 }
            XCTAssertEqual(delegate.requests.first?.url?.scheme, "blob")
            let saved = try XCTUnwrap(try delegate.completed[0].result?.get())
            XCTAssertFalse(saved.lastPathComponent.contains("/"))
            XCTAssertEqual(try String(contentsOf: saved, encoding: .utf8), "made in the page")
            try await Self.assertPageUsable(container, server)
        }
    }

    func testARefusedDownloadLeavesNoFileAnywhere() throws {
        try EngineHarness.run { engine, server in
            await server.route("/refused.bin") { _ in
                TestResponse(headers: [("Content-Type", "application/x-unknown-type")], body: Data(repeating: 7, count: 4096))
            }
            let home = FileManager.default.homeDirectoryForCurrentUser
            let before = folderContents(home)
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let delegate = DownloadDelegate()
            container.delegate = delegate
            try await Self.startPage(server, container)
            _ = try await container.evaluateJavaScript("location.href = '/refused.bin'; 1")
            try await eventually("download refused") { delegate.completed.count == 1 }
            XCTAssertEqual(delegate.completed[0].failure?.code, "download_refused")
            XCTAssertEqual(delegate.requests.first?.mimeType, "application/x-unknown-type")
            XCTAssertEqual(folderContents(home), before)
            try await Self.assertPageUsable(container, server)
        }
    }

    func testALargeDownloadReportsProgressAndACancelMidwayLeavesNoPartialFile() throws {
        let size = 64 * 1024 * 1024
        try EngineHarness.run { engine, server in
            await server.route("/large.bin") { _ in
                TestResponse(headers: [("Content-Type", "application/octet-stream"),
                                       ("Content-Disposition", "attachment; filename=large.bin")],
                             body: Data(repeating: 1, count: size))
            }
            let folder = try downloadFolder()
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let delegate = DownloadDelegate()
            delegate.destination = { folder.appendingPathComponent($0.suggestedFilename) }
            delegate.onProgress = { download in download.cancel() }
            container.delegate = delegate
            try await Self.startPage(server, container)
            _ = try await container.evaluateJavaScript("location.href = '/large.bin'; 1")
            try await eventually("download cancelled") { delegate.completed.count == 1 }
            let first = try XCTUnwrap(delegate.progress.first)
            XCTAssertEqual(first.bytesExpected, Int64(size))
            XCTAssertGreaterThan(first.bytesReceived, 0)
            XCTAssertLessThan(first.bytesReceived, Int64(size))
            guard case .failure(let error) = delegate.completed[0].result else { return XCTFail("saved despite the cancel") }
            XCTAssertEqual(error, .cancelled)
            try await Task.sleep(for: .milliseconds(300))  // time for a file that must not be written
            XCTAssertEqual(folderContents(folder), [], "no large.bin, no large.bin.wkdownload")
            try await Self.assertPageUsable(container, server)
        }
    }

    func testADestinationStillUndecidedWhenTheViewClosesIsRefusedOnce() throws {
        try EngineHarness.run { engine, server in
            await server.route("/pending.bin") { _ in
                TestResponse(headers: [("Content-Disposition", "attachment; filename=pending.bin")], body: Data("x".utf8))
            }
            let container = try EngineHarness.container(engine)
            let delegate = DownloadDelegate()
            let folder = try downloadFolder()
            delegate.destination = { _ in await DownloadDelegate.never(folder.appendingPathComponent("late.bin")) }
            container.delegate = delegate
            try await Self.startPage(server, container)
            _ = try await container.evaluateJavaScript("location.href = '/pending.bin'; 1")
            try await eventually("destination asked") { delegate.requests.count == 1 }
            container.close()
            try await eventually("download complete") { delegate.completed.count == 1 }
            XCTAssertEqual(delegate.completed[0].failure, .refused)
            try await Task.sleep(for: .milliseconds(200))  // time for a second completion that must not come
            XCTAssertEqual(delegate.completed.count, 1)
            XCTAssertEqual(folderContents(folder), [])
        }
    }

    func testADataLinkWithTheDownloadAttributeIsSaved() throws {
        try EngineHarness.run { engine, server in
            let folder = try downloadFolder()
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let delegate = DownloadDelegate()
            delegate.destination = { folder.appendingPathComponent($0.suggestedFilename) }
            container.delegate = delegate
            try await Self.startPage(server, container)
            _ = try await container.evaluateJavaScript("""
                const a = document.createElement('a');
                a.href = 'data:text/plain;base64,' + btoa('from a data URL');
                a.download = 'data.txt'; document.body.appendChild(a); a.click(); 1
                """)
            try await eventually("download complete") { delegate.completed.count == 1 }
            XCTAssertEqual(delegate.requests.first?.url?.scheme, "data")
            let saved = try XCTUnwrap(try delegate.completed[0].result?.get())
            XCTAssertEqual(saved.lastPathComponent, "data.txt")
            XCTAssertEqual(try String(contentsOf: saved, encoding: .utf8), "from a data URL")
            try await Self.assertPageUsable(container, server)
        }
    }

    func testClosingTheViewMidTransferCancelsTheDownloadAndLeavesNoPartialFile() throws {
        let size = 64 * 1024 * 1024
        try EngineHarness.run { engine, server in
            await server.route("/closing.bin") { _ in
                TestResponse(headers: [("Content-Disposition", "attachment; filename=closing.bin")], body: Data(repeating: 2, count: size))
            }
            let folder = try downloadFolder()
            let container = try EngineHarness.container(engine)
            let delegate = DownloadDelegate()
            delegate.destination = { folder.appendingPathComponent($0.suggestedFilename) }
            delegate.onProgress = { _ in container.close() }
            container.delegate = delegate
            try await Self.startPage(server, container)
            _ = try await container.evaluateJavaScript("location.href = '/closing.bin'; 1")
            try await eventually("download complete") { delegate.completed.count == 1 }
            XCTAssertEqual(delegate.completed[0].failure, .cancelled)
            try await Task.sleep(for: .milliseconds(500))  // time for a second completion or a file that must not come
            XCTAssertEqual(delegate.completed.count, 1, "completed once")
            XCTAssertEqual(folderContents(folder), [], "no closing.bin, no closing.bin.wkdownload")
        }
    }

    func testCancellingWhileChoosingTheDestinationWritesNothing() throws {
        try EngineHarness.run { engine, server in
            await server.route("/choosing.bin") { _ in
                TestResponse(headers: [("Content-Disposition", "attachment; filename=choosing.bin")], body: Data("x".utf8))
            }
            let folder = try downloadFolder()
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let delegate = DownloadDelegate()
            delegate.destination = { download in
                download.cancel()
                return folder.appendingPathComponent("choosing.bin")
            }
            container.delegate = delegate
            try await Self.startPage(server, container)
            _ = try await container.evaluateJavaScript("location.href = '/choosing.bin'; 1")
            try await eventually("download complete") { delegate.completed.count == 1 }
            XCTAssertEqual(delegate.completed[0].failure, .cancelled)
            try await Task.sleep(for: .milliseconds(300))  // time for a file that must not be written
            XCTAssertEqual(folderContents(folder), [])
            try await Self.assertPageUsable(container, server)
        }
    }
}
