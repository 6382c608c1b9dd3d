import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// Camera, microphone and location in a real WebKit (mock capture devices), asked of the app.
final class PermissionTests: XCTestCase {
    static let mediaPage = """
        <title>camera</title><script>
        window.media = async () => {
          try {
            const stream = await navigator.mediaDevices.getUserMedia({video: true, audio: true});
            return stream.getTracks().map(t => t.kind + ':' + t.readyState).sort().join();
          } catch (e) { return e.name; }
        };
        window.locate = () => new Promise(resolve => navigator.geolocation.getCurrentPosition(
          p => resolve({lat: p.coords.latitude, lon: p.coords.longitude, accuracy: p.coords.accuracy}),
          e => resolve({code: e.code}), {timeout: 5000}));
        </script>
        """

    /// A shown window: WebKitGTK gives media only to a view on screen.
    @MainActor
    static func open(_ engine: GTKEngine, _ server: TestServer, _ delegate: DeviceDelegate,
                     html: String = mediaPage, path: String = "/media") async throws -> HybridWindow {
        await server.serve(html: html, at: path)
        var settings = EngineSettings()
        settings.usesMockCaptureDevices = true
        let container = WebContainer(view: engine.makeGTKView(settings: settings))
        container.delegate = delegate
        let window = try HybridWindow(container: container, width: 400, height: 400)
        window.show()
        try await container.load(server.url(path))
        return window
    }

    func test_getUserMedia_granted_givesLiveTracks_denied_isNotAllowedError() throws {
        try EngineHarness.run { engine, server in
            let delegate = DeviceDelegate()
            let window = try await Self.open(engine, server, delegate)
            defer { window.close() }
            let denied = try await window.container.callAsyncJavaScript("return await media()")
            XCTAssertEqual(denied, "NotAllowedError")
            XCTAssertEqual(delegate.permissionRequests.first?.kinds, [.camera, .microphone])
            XCTAssertEqual(delegate.permissionRequests.first?.sender, .mainFrame(origin: serializedOrigin(server.origin)))
            delegate.decision = .grant
            let granted = try await window.container.callAsyncJavaScript("return await media()")
            XCTAssertEqual(granted, "audio:live,video:live")
        }
    }

    func test_geolocation_givesTheAppsPosition_andNoneWithoutOne() throws {
        try EngineHarness.run { engine, server in
            let delegate = DeviceDelegate()
            delegate.decision = .grant
            let window = try await Self.open(engine, server, delegate)
            defer {
                window.close()
                engine.geolocationPosition = nil
            }
            engine.geolocationPosition = nil
            let none = try await window.container.callAsyncJavaScript("return await locate()")
            XCTAssertEqual(none, ["code": 2], "no position from the app: POSITION_UNAVAILABLE, never a system one")
            engine.geolocationPosition = try GeolocationPosition(latitude: 52.5163, longitude: 13.3777, accuracy: 12)
            let located = try await window.container.callAsyncJavaScript("return await locate()")
            XCTAssertEqual(located, ["lat": 52.5163, "lon": 13.3777, "accuracy": 12])
            // WebKit keeps a geolocation grant for the document's life: asked once.
            XCTAssertEqual(delegate.permissionRequests.map(\.kinds), [[.geolocation]])
        }
    }

    func test_crossOriginIframeRequest_isMarkedAsMaybeFromAFrame() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: """
                <script>navigator.geolocation.getCurrentPosition(() => parent.postMessage('ok', '*'),
                  e => parent.postMessage('error ' + e.code, '*'));</script>
                """, at: "/geo-frame")
            let delegate = DeviceDelegate()
            let window = try await Self.open(engine, server, delegate, html: """
                <title>host</title><script>window.frameSaid = null; addEventListener('message', e => { frameSaid = e.data; });</script>
                <iframe allow="geolocation" src="\(server.secondURL("/geo-frame").absoluteString)"></iframe>
                """, path: "/geo-host")
            defer { window.close() }
            try await eventually("frame answered") { try await window.container.evaluateJavaScript("frameSaid !== null") == true }
            let request = try XCTUnwrap(delegate.permissionRequests.first)
            XCTAssertTrue(request.mayBeFromSubframe)
            XCTAssertNil(request.sender.origin, "WebKitGTK names no frame: the host page's origin must not be claimed")
        }
    }

    func test_rememberedDecision_answersLaterRequests_persistentlyAcrossContainers() throws {
        try EngineHarness.run { engine, server in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("hk-permissions-\(UUID().uuidString).json")
            let store = try PermissionStore(file: file)
            let delegate = DeviceDelegate()
            delegate.decision = .grant(remembering: .persistently)
            let window = try await Self.open(engine, server, delegate)
            window.container.configuration.permissionStore = store
            let answer1 = try await window.container.callAsyncJavaScript("return await media()")
            XCTAssertEqual(answer1, "audio:live,video:live")
            let answer2 = try await window.container.callAsyncJavaScript("return await media()")
            XCTAssertEqual(answer2, "audio:live,video:live")
            XCTAssertEqual(delegate.permissionRequests.count, 1, "the second request was answered from memory")
            window.close()

            let reopened = try PermissionStore(file: file)
            let second = DeviceDelegate()
            let next = try await Self.open(engine, server, second)
            defer { next.close() }
            next.container.configuration.permissionStore = reopened
            let answer3 = try await next.container.callAsyncJavaScript("return await media()")
            XCTAssertEqual(answer3, "audio:live,video:live")
            XCTAssertEqual(second.permissionRequests.count, 0)
        }
    }

    func test_viewClosedWhilePermissionPending_isDeniedOnce_andNothingHangs() throws {
        try EngineHarness.run { engine, server in
            let delegate = DeviceDelegate()
            delegate.holds = true
            delegate.decision = .grant
            let window = try await Self.open(engine, server, delegate)
            _ = try await window.container.evaluateJavaScript("window.pending = media(); 1")
            try await eventually("asked") { delegate.permissionRequests.count == 1 }
            window.close()
            delegate.release()
            try await eventually("the late answer given") { delegate.answers == 1 }
            XCTAssertTrue(window.container.isClosed)
        }
    }
}
