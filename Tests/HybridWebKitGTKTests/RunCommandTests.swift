import Foundation
import HybridTestServer
import XCTest
import HybridWebKitGTK

/// `hybrid run` as an H5 developer uses it: the built executable, a page folder
/// and a mock file. The page reports what reached it by calling the mocked
/// `test.report` handler, so the printed calls show what the page saw.
final class RunCommandTests: XCTestCase {
    /// One run of the well-behaved page, shared by the tests that read its output.
    /// Unsynchronized on purpose: only test methods touch it, and XCTest runs them one at a time on the main thread.
    nonisolated(unsafe) private static var cartRun: HybridProcess.Outcome?

    private static let site: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hybrid-run-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    override class func tearDown() {
        try? FileManager.default.removeItem(at: site)
        super.tearDown()
    }

    private static func write(_ text: String, to name: String) throws -> String {
        let file = site.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    private static func writeSite() throws -> (page: String, mock: String) {
        let page = try write("""
            <!doctype html><title>cart</title>
            <script>
            function report(what) { return hybrid.call('test.report', what); }
            hybrid.on('cart.changed', payload => report({cart: payload}));
            hybrid.register('h5.title', () => document.title);
            (async () => {
              report({scan: await hybrid.call('scanner.scan', {kind: 'qr'})});
              try { await hybrid.call('pay', {amount: 5}); report({pay: 'resolved'}); }
              catch (error) { report({payCode: error.code, payMessage: error.message}); }
              report({slow: await hybrid.call('slow')});
              await hybrid.storage.set('cart', {items: 2});
              report({stored: await hybrid.storage.get('cart')});
            })();
            </script>
            """, to: "index.html")
        let mock = try write("""
            {"handlers": {"scanner.scan": {"result": "QR-1"},
                          "pay": {"error": {"code": "permission_denied", "message": "no money"}},
                          "slow": {"result": {"waited": true}, "delayMs": 300},
                          "test.report": {}},
             "events": [{"name": "cart.changed", "payload": {"items": 3}, "afterMs": 100}],
             "calls": [{"name": "h5.title", "params": {}, "afterMs": 100}]}
            """, to: "mock.json")
        return (page, mock)
    }

    private func cartRun() throws -> HybridProcess.Outcome {
        if let run = Self.cartRun { return run }
        let files = try Self.writeSite()
        let run = try HybridProcess.run([
            "run", Self.site.path, "--mock", files.mock, "--duration", "3", "--json",
            "--screenshot", Self.site.appendingPathComponent("cart.png").path, "--trusted-origin", "https://m.example",
        ])
        Self.cartRun = run
        return run
    }

    /// What the page passed to `test.report`, merged into one object.
    private func pageReports() throws -> [String: Any] {
        var merged: [String: Any] = [:]
        for line in try cartRun().jsonLines where line["type"] as? String == "call" && line["name"] as? String == "test.report" {
            for (key, value) in line["params"] as? [String: Any] ?? [:] { merged[key] = value }
        }
        return merged
    }

    private func calls(named name: String) throws -> [[String: Any]] {
        try cartRun().jsonLines.filter { $0["type"] as? String == "call" && $0["name"] as? String == name }
    }

    func test_runCommand_json_printsTheTimingsOfEachLoad() throws {
        let loads = try cartRun().jsonLines.filter { $0["type"] as? String == "load" }
        let load = try XCTUnwrap(loads.first, "no load line")
        XCTAssertNotNil(load["firstByte"] as? Double)
        XCTAssertNotNil(load["domContentLoaded"] as? Double)
        XCTAssertNotNil(load["load"] as? Double)
        XCTAssertTrue(load.keys.contains("firstContentfulPaint"), "unknown steps are null, not missing")
    }

    func test_runCommand_mockedResult_reachesThePage() throws {
        let output = try cartRun().stdout
        XCTAssertEqual(try pageReports()["scan"] as? String, "QR-1", output)
    }

    func test_runCommand_pageStorage_isServedFromAStoreOfTheRunsOwn() throws {
        let stored = try pageReports()["stored"] as? [String: Any], output = try cartRun().stdout
        XCTAssertEqual(stored?["items"] as? Int, 2, output)
    }

    func test_runCommand_mockedError_reachesPageWithItsCode() throws {
        let reports = try pageReports(), output = try cartRun().stdout
        XCTAssertEqual(reports["payCode"] as? String, "permission_denied", output)
        XCTAssertEqual(reports["payMessage"] as? String, "no money")
        XCTAssertNil(reports["pay"])
    }

    func test_runCommand_delayedMock_stillAnswers() throws {
        let output = try cartRun().stdout
        XCTAssertEqual(try pageReports()["slow"] as? [String: Bool], ["waited": true], output)
    }

    func test_runCommand_mockFileEvent_reachesThePage() throws {
        let output = try cartRun().stdout
        XCTAssertEqual(try pageReports()["cart"] as? [String: Int], ["items": 3], output)
        let event = try cartRun().jsonLines.first { $0["type"] as? String == "event" }
        XCTAssertEqual(event?["name"] as? String, "cart.changed")
        XCTAssertEqual(event?["ok"] as? Bool, true)
    }

    func test_runCommand_mockFileCall_reachesThePageFunction_andItsAnswerIsPrinted() throws {
        let output = try cartRun().stdout
        let call = try XCTUnwrap(try calls(named: "h5.title").first, output)
        XCTAssertEqual(call["direction"] as? String, "nativeToPage")
        XCTAssertEqual(call["result"] as? String, "cart")
    }

    func test_runCommand_printsEveryPageCall_withOriginParamsOutcomeAndDuration() throws {
        let output = try cartRun().stdout
        let scan = try XCTUnwrap(try calls(named: "scanner.scan").first, output)
        XCTAssertEqual(scan["direction"] as? String, "pageToNative")
        XCTAssertEqual(scan["params"] as? [String: String], ["kind": "qr"])
        XCTAssertEqual(scan["ok"] as? Bool, true)
        XCTAssertNotNil(scan["durationMs"] as? Double)
        let origin = try XCTUnwrap(scan["origin"] as? String)
        XCTAssertTrue(origin.hasPrefix("http://127.0.0.1:"), origin)
        let pay = try XCTUnwrap(try calls(named: "pay").first)
        XCTAssertEqual((pay["error"] as? [String: String])?["code"], "permission_denied")
        XCTAssertEqual(try calls(named: "test.report").count, 5, "scan, pay, slow, storage and the event")
    }

    func test_runCommand_pageWithoutErrors_exitsZero() throws {
        let run = try cartRun()
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertFalse(run.jsonLines.contains { $0["type"] as? String == "pageError" })
    }

    func test_runCommand_trustsThePagesOwnOrigin_andEachTrustedOriginGiven() throws {
        let run = try cartRun()
        let trust = try XCTUnwrap(run.jsonLines.first { $0["type"] as? String == "trust" }, run.stdout)
        let origins = try XCTUnwrap(trust["origins"] as? [String])
        XCTAssertEqual(origins.count, 2, "\(origins)")
        XCTAssertTrue(origins.contains("https://m.example"))
        XCTAssertTrue(origins.contains { $0.hasPrefix("http://127.0.0.1:") }, "\(origins)")
    }

    func test_runCommand_screenshot_writesAPNG() throws {
        _ = try cartRun()
        let png = try Data(contentsOf: Self.site.appendingPathComponent("cart.png"))
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    func test_runCommand_window_screenshotsTheWholeWindow_andEndsWhenThePageClosesIt() throws {
        _ = try Self.writeSite()
        let page = try Self.write("""
            <!doctype html><title>Windowed</title><style>html,body{margin:0;height:100%;background:#00ff00}</style>
            <script>hybrid.ready.then(() => setTimeout(() => hybrid.chrome.close(), 1500));</script>
            """, to: "windowed.html")
        let shot = Self.site.appendingPathComponent("window.png")
        try? FileManager.default.removeItem(at: shot)
        let run = try HybridProcess.run(["run", page, "--window", "--duration", "0.8", "--screenshot", shot.path])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let image = try PixelImage(png: Data(contentsOf: shot))
        XCTAssertEqual(image.width, 820)
        XCTAssertEqual(image.height, 720)
        XCTAssertEqual(image.pixel(x: 400, y: 700), 0x00FF00, "the page fills the window under the bar")
        XCTAssertNotEqual(image.pixel(x: 400, y: 5), 0x00FF00, "the header bar is in the picture")

        let started = Date()
        let closing = try HybridProcess.run(["run", page, "--window", "--duration", "30"])
        XCTAssertEqual(closing.status, 0, closing.stdout + closing.stderr)
        XCTAssertTrue(closing.stdout.contains("the window closed"), closing.stdout)
        XCTAssertLessThan(Date().timeIntervalSince(started), 20, "the run ended when the page closed its window")
    }

    func test_runCommand_answersPermissionsAndPosition_fromTheMockFile_andPrintsEach() throws {
        _ = try Self.writeSite()
        let page = try Self.write("""
            <!doctype html><title>device</title><script>
            (async () => {
              const media = async c => { try { await navigator.mediaDevices.getUserMedia(c); return 'granted'; } catch (e) { return e.name; } };
              const camera = await media({video: true});
              const microphone = await media({audio: true});
              const place = await new Promise(r => navigator.geolocation.getCurrentPosition(p => r(p.coords.latitude), e => r('error ' + e.code)));
              await hybrid.call('test.report', {camera, microphone, place});
            })();
            </script>
            """, to: "device.html")
        let mock = try Self.write("""
            {"handlers": {"test.report": {"result": null}},
             "permissions": {"camera": true, "microphone": false, "geolocation": true},
             "position": {"latitude": 48.8584, "longitude": 2.2945, "accuracy": 5}}
            """, to: "device-mock.json")
        let run = try HybridProcess.run(["run", page, "--window", "--mock", mock, "--duration", "2", "--json"])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let report = run.jsonLines.first { $0["type"] as? String == "call" && $0["name"] as? String == "test.report" }?["params"] as? [String: Any]
        XCTAssertEqual(report?["camera"] as? String, "granted", run.stdout)
        XCTAssertEqual(report?["microphone"] as? String, "NotAllowedError", run.stdout)
        XCTAssertEqual(report?["place"] as? Double, 48.8584, run.stdout)
        let asked = run.jsonLines.filter { $0["type"] as? String == "permission" }.compactMap { $0["kinds"] as? [String] }
        XCTAssertEqual(asked, [["camera"], ["microphone"], ["geolocation"]], run.stdout)
        let prompts = run.jsonLines.filter { $0["type"] as? String == "permission" }.compactMap { $0["prompt"] as? String }
        XCTAssertEqual(prompts.last?.hasSuffix("wants to know your location."), true, "each request comes with the question a user would see: \(run.stdout)")
    }

    func test_runCommand_badDeviceKeys_areNamed() throws {
        _ = try Self.writeSite()
        for (body, key) in [(#"{"files": ["nope.png"]}"#, "files[0]"), (#"{"permissions": {"camra": true}}"#, "permissions.camra"),
                            (#"{"position": {"latitude": 95, "longitude": 0, "accuracy": 1}}"#, "position")] {
            let mock = try Self.write(body, to: "bad-device.json")
            let run = try HybridProcess.run(["run", Self.site.path, "--mock", mock])
            XCTAssertEqual(run.status, 2, run.stderr)
            XCTAssertTrue(run.stderr.contains(key), "\(key): \(run.stderr)")
        }
    }

    func test_runCommand_answersPasswordChallenges_fromTheMockFile_byHost() throws {
        _ = try Self.writeSite()
        let server = try Self.startServer()
        defer { Self.stop(server) }
        Self.await { await AuthRoutes.basic(server, at: "/intranet", realm: "staff", user: "ann", password: "s3cret", body: "<title>inside</title>") }
        let mock = try Self.write("""
            {"credentials": {"127.0.0.1": {"user": "ann", "password": "s3cret"}}}
            """, to: "auth-mock.json")
        let run = try HybridProcess.run(["run", server.url("/intranet").absoluteString, "--mock", mock, "--duration", "0.3", "--json"])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let challenge = run.jsonLines.first { $0["type"] as? String == "authenticate" }
        XCTAssertEqual(challenge?["realm"] as? String, "staff", run.stdout)
        XCTAssertEqual(challenge?["answered"] as? Bool, true, run.stdout)
        XCTAssertFalse(run.stdout.contains("s3cret"), "the password is never printed")

        let wrong = try Self.write("""
            {"credentials": {"127.0.0.1": {"user": "ann", "password": "wrong"}}}
            """, to: "auth-wrong.json")
        let refused = try HybridProcess.run(["run", server.url("/intranet").absoluteString, "--mock", wrong, "--duration", "0.3", "--json"])
        XCTAssertEqual(refused.status, 3, "a refused credential is not sent again; the load fails: " + refused.stdout + refused.stderr)
    }

    /// A loopback server for a run of the CLI, started off the main thread the test blocks.
    private static func startServer() throws -> TestServer {
        let box = LockedValue<Result<TestServer, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            let result: Result<TestServer, any Error>
            do { result = .success(try await TestServer.start()) } catch { result = .failure(error) }
            box.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        return try box.withLock { $0 }!.get()
    }

    private static func await(_ body: @escaping @Sendable () async -> Void) {
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            await body()
            done.signal()
        }
        done.wait()
    }

    private static func stop(_ server: TestServer) { Self.await { await server.stop() } }

    func test_runCommand_pageException_isPrinted_andExitsNonZero() throws {
        _ = try Self.writeSite()
        _ = try Self.write("var total = 0;\nthrow new Error('checkout exploded');\n", to: "broken.js")
        let page = try Self.write("<!doctype html><title>broken</title><script src=broken.js></script>", to: "broken.html")
        let run = try HybridProcess.run(["run", page, "--duration", "1"])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        let errorLine = run.stdout.split(separator: "\n").first { $0.contains("PAGE ERROR") }
        XCTAssertNotNil(errorLine, run.stdout)
        XCTAssertTrue(errorLine?.contains("checkout exploded") == true, run.stdout)
        XCTAssertTrue(errorLine?.contains("broken.js:2:") == true, run.stdout)
    }

    func test_runCommand_unhandledRejectionOfMockedError_isPrinted_andExitsNonZero() throws {
        let files = try Self.writeSite()
        let page = try Self.write("<script>hybrid.call('pay')</script>", to: "careless.html")
        let run = try HybridProcess.run(["run", page, "--mock", files.mock, "--duration", "1", "--json"])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        let pageError = run.jsonLines.first { $0["type"] as? String == "pageError" }
        XCTAssertEqual(pageError?["kind"] as? String, "unhandledRejection", run.stdout)
        XCTAssertTrue((pageError?["message"] as? String)?.contains("permission_denied") == true, run.stdout)
    }

    func test_runCommand_badMockFile_failsNamingTheFileKeyAndProblem() throws {
        _ = try Self.writeSite()
        let mock = try Self.write(#"{"handlers": {"pay": {"error": {"message": "no code"}}}}"#, to: "bad-mock.json")
        let run = try HybridProcess.run(["run", Self.site.path, "--mock", mock])
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("bad-mock.json"), run.stderr)
        XCTAssertTrue(run.stderr.contains("handlers.pay.error.code: must be a non-empty string"), run.stderr)
        XCTAssertEqual(run.stdout, "", "nothing ran")
    }

    func test_runCommand_pageThatDoesNotLoad_exitsThree_sayingWhy() throws {
        let url = "http://127.0.0.1:\(try ClosedPort.find())/"
        let run = try HybridProcess.run(["run", url, "--duration", "0"])
        XCTAssertEqual(run.status, 3, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("the page \(url) did not load: Could not connect to 127.0.0.1."), run.stderr)
        XCTAssertFalse(run.stderr.contains("cannotConnect("), "no Swift case reaches people: \(run.stderr)")
    }

    /// The one screen a shell is judged by stays up: the error view is shown, captured, and the run exits 3.
    func test_runCommand_windowOnAPageThatDoesNotLoad_showsTheErrorView_writesTheScreenshot_andExitsThree() throws {
        let url = "http://127.0.0.1:\(try ClosedPort.find())/"
        let shot = Self.site.appendingPathComponent("failed-\(UUID().uuidString).png")
        let run = try HybridProcess.run(["run", url, "--window", "--screenshot", shot.path, "--duration", "0.5"])
        XCTAssertEqual(run.status, 3, run.stdout + run.stderr)
        let png = try Data(contentsOf: shot)
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        XCTAssertTrue(run.stderr.contains("did not load: Could not connect to 127.0.0.1."), run.stderr)
        let blocked = try HybridProcess.run(["run", "http://127.0.0.1:9/", "--duration", "0"])
        XCTAssertEqual(blocked.status, 3)
        XCTAssertTrue(blocked.stderr.contains("did not load: port 9 is blocked by WebKit"), blocked.stderr)
        XCTAssertFalse(blocked.stderr.contains("invalidURL("), blocked.stderr)
    }
}
