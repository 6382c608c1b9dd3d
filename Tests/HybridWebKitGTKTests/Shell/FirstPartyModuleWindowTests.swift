import CWebKitGTK
import Foundation
import HybridCore
import HybridVocabulary
import HybridModules
import HybridTestServer
@testable import HybridWebKitGTK
import HybridTesting
import XCTest

/// HybridKit's first-party modules in a real `HybridWindow`: each round trips
/// from the trusted page, the toast and the action sheet are seen in the
/// window's screenshots, and a cross-origin iframe is refused every method.
final class FirstPartyModuleWindowTests: XCTestCase {
    /// A shown window with every module installed, drawing through the window itself.
    @MainActor
    private static func openWindow(_ engine: GTKEngine, _ server: TestServer, path: String, html: String = "<title>modules</title>",
                            delegate: WebContainerDelegate? = nil) async throws -> (HybridWindow, FirstPartyModules) {
        var configuration = ContainerConfiguration()
        configuration.delegate = delegate
        let window = try ShellHarness.window(engine, configuration: configuration)
        let modules = FirstPartyModules(container: window.container, presenter: window, network: GTKNetworkStatus.shared,
                                        appName: "Shop", appVersion: "3.2", appBuild: "320", clipboardConsent: { _ in true })
        try modules.install()
        try await ShellHarness.open(window, server, html: html, path: path)
        return (window, modules)
    }

    func test_toast_isSeenInTheWindow_andGoesAfterItsDuration() throws {
        try EngineHarness.run { engine, server in
            let (window, _) = try await Self.openWindow(engine, server, path: "/modules-toast")
            defer { window.close() }
            let before = try WindowPixels(png: window.screenshotPNG())
            _ = try await BridgePage.run(window.container, "await hybrid.ui.toast('Added to cart', 1200)")
            XCTAssertTrue(window.moduleOverlay.isToastVisible)
            try await eventually("toast laid out") { window.frame(of: window.moduleOverlay.toast).width > 1 }
            let frame = window.frame(of: window.moduleOverlay.toast)
            let shown = try WindowPixels(png: window.screenshotPNG())
            XCTAssertEqual(before.darkPixels(x: frame.x, y: frame.y, width: frame.width, height: frame.height), 0)
            XCTAssertGreaterThan(shown.darkPixels(x: frame.x, y: frame.y, width: frame.width, height: frame.height), frame.width * frame.height / 2,
                                 "the toast's dark background fills its frame")
            try await eventually("toast gone after 1.2 s", limit: .seconds(5)) { !window.moduleOverlay.isToastVisible }
            let after = try WindowPixels(png: window.screenshotPNG())
            XCTAssertEqual(after.darkPixels(x: frame.x, y: frame.y, width: frame.width, height: frame.height), 0)
        }
    }

    func test_actionSheet_isSeenInTheWindow_andReturnsTheOptionClicked() throws {
        try EngineHarness.run { engine, server in
            let (window, _) = try await Self.openWindow(engine, server, path: "/modules-sheet")
            defer { window.close() }
            _ = try await BridgePage.run(window.container, """
                window.sheet = null;
                hybrid.ui.actionSheet({ title: 'Pay with', options: ['Card', 'Wallet', 'Cash'] }).then(r => { window.sheet = r; });
                """)
            try await eventually("sheet shown") { window.moduleOverlay.isSheetVisible && window.frame(of: window.moduleOverlay.sheet).height > 1 }
            XCTAssertEqual(window.moduleOverlay.sheetLabels, ["Card", "Wallet", "Cash", "Cancel"])
            let frame = window.frame(of: window.moduleOverlay.sheet)
            let shown = try WindowPixels(png: window.screenshotPNG())
            XCTAssertGreaterThan(shown.darkPixels(x: frame.x, y: frame.y, width: frame.width, height: frame.height), 100, "the options' text is drawn")
            window.moduleOverlay.clickSheetButton(1)
            try await eventually("choice returned") { try await window.container.evaluateJavaScript("window.sheet") != .null }
            let sheet = try await window.container.evaluateJavaScript("window.sheet")
            XCTAssertEqual(sheet, ["cancelled": false, "index": 1])
            XCTAssertFalse(window.moduleOverlay.isSheetVisible)
            let hidden = try WindowPixels(png: window.screenshotPNG())
            XCTAssertEqual(hidden.darkPixels(x: frame.x, y: frame.y, width: frame.width, height: frame.height), 0)
            // Cancel answers cancelled.
            _ = try await BridgePage.run(window.container, "window.sheet = null; hybrid.ui.actionSheet({ options: ['Only'] }).then(r => { window.sheet = r; });")
            try await eventually("second sheet") { window.moduleOverlay.sheetLabels == ["Only", "Cancel"] }
            window.moduleOverlay.clickSheetButton(1)
            try await eventually("cancel returned") { try await window.container.evaluateJavaScript("window.sheet") == ["cancelled": true, "index": .null] }
        }
    }

    func test_actionSheetOpen_whenTheWindowCloses_answersCancelled() throws {
        try EngineHarness.run { engine, server in
            let (window, modules) = try await Self.openWindow(engine, server, path: "/modules-sheet-close")
            let answer = Task { await window.presentActionSheet(ActionSheet(options: ["A"])) }
            try await eventually("sheet shown") { window.moduleOverlay.isSheetVisible }
            window.close()
            let index = await answer.value
            XCTAssertNil(index)
            withExtendedLifetime(modules) {}
        }
    }

    func test_everyOtherModule_roundTripsFromTheTrustedPage() throws {
        try EngineHarness.run { engine, server in
            // No session bus, so no portal: sharing copies.
            let bus = getenv("DBUS_SESSION_BUS_ADDRESS").map { String(cString: $0) }
            unsetenv("DBUS_SESSION_BUS_ADDRESS")
            defer { if let bus { setenv("DBUS_SESSION_BUS_ADDRESS", bus, 1) } }
            let image = FileManager.default.temporaryDirectory.appendingPathComponent("module-\(UUID().uuidString).png")
            try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]).write(to: image)
            defer { try? FileManager.default.removeItem(at: image) }
            let files = ImageAnswers(image)
            let (window, _) = try await Self.openWindow(engine, server, path: "/modules-all", delegate: files)
            defer { window.close() }
            let result = try await BridgePage.run(window.container, """
                const out = {};
                window.networkEvents = [];
                hybrid.on('device.networkChange', e => networkEvents.push(e));
                await hybrid.ui.loading(true, 'Paying…');
                out.loading = 'shown';
                out.share = await hybrid.share.share({ text: 'Look', url: 'https://shop.example/p/1' });
                await hybrid.clipboard.write('order 42');
                out.clipboard = await hybrid.clipboard.read();
                out.haptics = await hybrid.haptics.impact('light');
                out.app = await hybrid.app.info();
                out.network = await hybrid.device.network();
                const chosen = await hybrid.media.chooseImage({ source: 'camera' });
                out.image = { cancelled: chosen.cancelled, name: chosen.images[0].name, type: chosen.images[0].type,
                              bytes: Array.from(chosen.images[0].bytes).slice(0, 4) };
                try { await hybrid.share.share({ files: [chosen.images[0].id] }); out.files = 'shared'; } catch (e) { out.files = e.code; }
                return out;
                """)
            XCTAssertTrue(window.moduleOverlay.isLoadingVisible)
            XCTAssertEqual(result["share"], ["outcome": "copied"], "no share portal here: copied")
            XCTAssertEqual(result["clipboard"], ["text": "order 42"])
            XCTAssertEqual(result["haptics"], ["supported": false])
            XCTAssertEqual(result["app"]?["name"], "Shop")
            XCTAssertEqual(result["app"]?["platform"], "linux")
            XCTAssertEqual(result["network"], try JSONValue(encoding: GTKNetworkStatus.shared.current))
            XCTAssertEqual(result["image"], ["cancelled": false, "name": .string(image.lastPathComponent), "type": "image/png",
                                             "bytes": [137, 80, 78, 71]])
            XCTAssertEqual(result["files"], "unavailable", "files cannot be copied to the clipboard")
            XCTAssertEqual(files.requests.map(\.prefersCamera), [true])
            XCTAssertEqual(files.requests.first?.acceptedMIMETypes, ["image/*"])
            _ = try await BridgePage.run(window.container, "await hybrid.ui.loading(false)")
            XCTAssertFalse(window.moduleOverlay.isLoadingVisible)
            GTKNetworkStatus.shared.report(NetworkStatus.none)
            try await eventually("network change heard") {
                try await window.container.evaluateJavaScript("networkEvents") == [["type": "none", "reachable": false]]
            }
            GTKNetworkStatus.shared.report(GTKNetworkStatus.shared.current)
        }
    }

    func test_share_goesToTheDesktopPortal_whenTheSessionBusHasOne() throws {
        try EngineHarness.run { engine, server in
            let portal = try FakeDesktopPortal()
            defer { portal.stop() }
            try await eventually("the portal owns its name") { portal.ownsName }
            let previous = getenv("DBUS_SESSION_BUS_ADDRESS").map { String(cString: $0) }
            setenv("DBUS_SESSION_BUS_ADDRESS", portal.address, 1)
            defer { if let previous { setenv("DBUS_SESSION_BUS_ADDRESS", previous, 1) } else { unsetenv("DBUS_SESSION_BUS_ADDRESS") } }
            let image = FileManager.default.temporaryDirectory.appendingPathComponent("portal-\(UUID().uuidString).png")
            try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]).write(to: image)
            defer { try? FileManager.default.removeItem(at: image) }
            let files = ImageAnswers(image)
            let (window, _) = try await Self.openWindow(engine, server, path: "/modules-portal", delegate: files)
            defer { window.close() }
            window.writeClipboardText("untouched")
            let result = try await BridgePage.run(window.container, """
                const shared = await hybrid.share.share({ title: 'Deal', text: 'Look', url: 'https://shop.example/p/1' });
                const chosen = await hybrid.media.chooseImage();
                const withFile = await hybrid.share.share({ text: 'Photo', files: [chosen.images[0].id] });
                return [shared.outcome, withFile.outcome];
                """)
            XCTAssertEqual(result, ["shared", "shared"])
            XCTAssertEqual(portal.calls.map(\.files), [0, 1], "the chosen file goes to the portal as a file descriptor")
            let first = portal.calls.first?.parameters ?? ""
            XCTAssertTrue(first.contains("'body': <'Look\\nhttps://shop.example/p/1'>") && first.contains("'subject': <'Deal'>"), first)
            let clipboard = await window.readClipboardText()
            XCTAssertEqual(clipboard, "untouched", "nothing is copied when the portal takes it")
        }
    }

    func test_navigatorWindow_drawsTheModulesOfItsPages_overTheScreenOnTop() throws {
        try EngineHarness.run { engine, server in
            for path in ["/modules-nav/a", "/modules-nav/b"] { await server.serve(html: "<title>\(path.suffix(1))</title>", at: path) }
            let pool = WebViewPool(engine: engine)
            let navigator = Navigator(pool: pool, paths: try PathConfiguration(json: Data(#"{"rules": []}"#.utf8)))
            let window = try HybridNavigatorWindow(navigator: navigator)
            defer { window.close() }
            // Each page as it is leased: the window, made after the navigator, draws for all of them.
            pool.onLease = { [weak window] container in
                try? FirstPartyModules(container: container, presenter: window, network: GTKNetworkStatus.shared).install()
            }
            window.show()
            try await navigator.route(server.url("/modules-nav/a"))
            try await NavigatorHarness.top(navigator, is: "/modules-nav/a")
            try await navigator.route(server.url("/modules-nav/b"))
            let b = try await NavigatorHarness.top(navigator, is: "/modules-nav/b")
            _ = try await BridgePage.run(b, "await hybrid.ui.toast('From b', 3000)")
            XCTAssertTrue(window.main.moduleOverlay.isToastVisible)
            _ = try await BridgePage.run(b, "window.sheet = null; hybrid.ui.actionSheet({ options: ['One', 'Two'] }).then(r => { window.sheet = r; })")
            try await eventually("sheet shown") { window.main.moduleOverlay.sheetLabels == ["One", "Two", "Cancel"] }
            window.main.moduleOverlay.clickSheetButton(0)
            try await eventually("choice returned") { try await b.evaluateJavaScript("window.sheet") == ["cancelled": false, "index": 0] }
        }
    }

    func test_crossOriginIframe_isRefusedEveryModuleMethod() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: """
                <script>
                (async () => {
                  const out = {};
                  for (const name of ['ui.toast', 'ui.loading', 'ui.actionSheet', 'share.share', 'media.chooseImage', 'device.network',
                                      'clipboard.read', 'clipboard.write', 'haptics.impact', 'app.info']) {
                    try { await hybrid.call(name, { text: 'pwned', visible: true, options: ['x'] }); out[name] = 'ok'; }
                    catch (e) { out[name] = e.code; }
                  }
                  parent.postMessage(JSON.stringify(out), '*');
                })();
                </script>
                """, at: "/modules-attacker")
            let (window, _) = try await Self.openWindow(engine, server, path: "/modules-victim", html: """
                <title>victim</title>
                <script>window.frameReport = null; addEventListener('message', e => { window.frameReport = JSON.parse(e.data); });</script>
                <iframe src="\(server.secondURL("/modules-attacker").absoluteString)"></iframe>
                """)
            defer { window.close() }
            try await eventually("iframe reported") { try await window.container.evaluateJavaScript("window.frameReport !== null") == true }
            let report = try await window.container.evaluateJavaScript("window.frameReport")
            XCTAssertEqual(report.objectValue?.count, 10)
            for (name, code) in report.objectValue ?? [:] {
                XCTAssertTrue(["origin_not_allowed", "frame_not_allowed"].contains(code.stringValue ?? ""), "\(name): \(code)")
            }
            XCTAssertFalse(window.moduleOverlay.isToastVisible || window.moduleOverlay.isLoadingVisible || window.moduleOverlay.isSheetVisible)
        }
    }

    func test_has_listsExactlyWhatIsInstalled() throws {
        try EngineHarness.run { engine, server in
            let probe = """
                return ['ui', 'ui.toast', 'ui.loading', 'ui.actionSheet', 'share', 'share.share', 'media', 'media.chooseImage',
                        'device', 'device.network', 'clipboard', 'clipboard.read', 'clipboard.write', 'haptics', 'haptics.impact',
                        'app', 'app.info', 'chrome', 'chrome.setTitle', 'storage', 'navigator', 'ui.nope', 'share.text', 'call', '', 42]
                  .filter(name => hybrid.has(name));
                """
            let (window, _) = try await Self.openWindow(engine, server, path: "/modules-has")
            defer { window.close() }
            let all = try await BridgePage.run(window.container, probe)
            XCTAssertEqual(all, [
                "ui", "ui.toast", "ui.loading", "ui.actionSheet", "share", "share.share", "media", "media.chooseImage",
                "device", "device.network", "clipboard", "clipboard.read", "clipboard.write", "haptics", "haptics.impact",
                "app", "app.info", "chrome", "chrome.setTitle",
            ])
            // Only what the app installed: here the toast alone.
            let only = try ShellHarness.window(engine)
            defer { only.close() }
            try only.container.bridge.install(FirstPartyModules.ui(presenter: only))
            try await ShellHarness.open(only, server, html: "<title>only ui</title>", path: "/modules-has-ui")
            let some = try await BridgePage.run(only.container, probe)
            XCTAssertEqual(some, ["ui", "ui.toast", "ui.loading", "ui.actionSheet", "chrome", "chrome.setTitle"])
        }
    }
}

/// Answers every file request with one image, and records the requests.
@MainActor
private final class ImageAnswers: WebContainerDelegate {
    let image: URL
    private(set) var requests: [FileChooserRequest] = []
    init(_ image: URL) { self.image = image }

    func container(_ container: WebContainer, chooseFilesFor request: FileChooserRequest) async -> [URL]? {
        requests.append(request)
        return [image]
    }
}
