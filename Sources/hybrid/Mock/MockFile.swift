import Foundation
import HybridCore
import HybridVocabulary

/// The mocked native side of `hybrid run`, read from a JSON file:
///
/// ```json
/// {
///   "handlers": {
///     "scanner.scan": { "result": "QR-1" },
///     "pay":          { "error": { "code": "permission_denied", "message": "no" } },
///     "slow":         { "result": 1, "delayMs": 500 }
///   },
///   "events": [ { "name": "cart.changed", "payload": { "items": 3 }, "afterMs": 200 } ],
///   "calls":  [ { "name": "h5.title", "params": {}, "afterMs": 100, "timeout": 2000 } ],
///   "appSchemes": [ "jxaction" ],
///   "namespaces": { "app": { "scan": { "callbackArgument": 0, "handler": "scan" } } },
///   "messageHandlers": [ "clientCallback" ],
///   "dialogs": { "confirm": true, "prompt": "typed text" },
///   "files": [ "photo.png" ],
///   "permissions": { "camera": true, "microphone": true, "geolocation": true },
///   "position": { "latitude": 52.52, "longitude": 13.40, "accuracy": 10 },
///   "credentials": { "intranet.example": { "user": "ann", "password": "secret" } },
///   "certificates": { "trust": [ "127.0.0.1" ], "pins": { "m.example.com": [ "sha256/BASE64=" ] } }
/// }
/// ```
///
/// - `handlers`: native handlers the page calls with `hybrid.call(name, params)`.
///   Each answers `result` (any JSON; `null` when absent) or `error` (`code`
///   required, `message` defaults to the code), after `delayMs` (default 0).
/// - `events`: sent to `hybrid.on(name, …)` listeners `afterMs` after load, with `payload`.
/// - `calls`: native calls of functions the page registered with `hybrid.register`
///   (or a WebViewJavascriptBridge page's `registerHandler`); `timeout` in ms
///   (default 2000), within which a function never registered answers `handler_not_found`.
/// - `pageCalls`: page global functions called by name with `args`, `afterMs` after load
///   (`getMobileCodeResult('1234')`); a handler's `thenCall` passes its result to one after the reply.
///   A handler's `result` may hold `{"$param": "a.b"}` (that member of the params), or `echo: true`
///   answers the params. A call with `reply: false` settles once the page took it.
/// - `appSchemes`: URL schemes routed to the handlers (`jxaction://scan?callback=cb`).
/// - `namespaces`: injected objects (`app.scan('cb')`); a method calls the handler
///   `handler` (default `namespace.method`) and hands its result to the global
///   function named by argument `callbackArgument`.
/// - `messageHandlers`: page-world `window.webkit.messageHandlers.NAME` names;
///   `postMessage(body)` calls the handler `NAME`.
/// - `dialogs`: how `confirm` (true: OK) and `prompt` (the text typed; absent: cancel) are answered.
/// - `certificates`: `trust` lists hosts whose untrusted certificate (a development
///   server's) is trusted when a load meets it; any other is refused. `pins` pins hosts by
///   SPKI SHA-256 (``ContainerConfiguration/CertificatePins``).
///
/// - `files`: what every file input gets (paths relative to the mock file); none cancels it.
/// - `permissions`: the kinds granted (camera, microphone, geolocation, notifications, clipboard,
///   deviceInfo, pointerLock, mediaKeySystem, websiteDataAccess, other); the rest are denied.
///   Camera and microphone are WebKit's test patterns.
/// - `position`: what a page granted geolocation gets; without it, `POSITION_UNAVAILABLE`.
/// - `credentials`: by host, for HTTP Basic and Digest; sent once (a refused one is not
///   sent again), and other hosts' challenges are cancelled.
///
/// - `screenshotAfter`: a CSS selector `--screenshot` waits for (else it waits until the page,
///   loaded and showing something, has not changed for 500 ms; at most 10 s).
///
/// - `expect`: what the run must show, checked as it ends: `{"called": "name", "params": {…}}` (params
///   holding these members), `{"text": "#sel", "equals": "…"}` or `"contains"`, `{"console": "…"}`,
///   `{"noPageError": true}`, `{"notBlank": true}`.
///
/// - `actions`: done in order after load, each `afterMs` after the one before, as real input
///   events (user activation and all): `{"tap": "#pay"}`, `{"type": "Ann", "into": "#name"}`,
///   `{"scroll": "#list", "by": 400}`, `{"wait": "#done", "timeoutMs": 5000}`.
///
/// Every key is optional; unknown keys are errors, so a typo is not silently ignored.
struct MockFile: Equatable {
    var handlers: [String: MockReply] = [:]
    var deliveries: [MockDelivery] = []
    var appSchemes: [String] = []
    var namespaces: [String: [String: Bridge.NamespaceMethod]] = [:]
    var messageHandlers: [String] = []
    var dialogs = MockDialogs()
    var certificates = MockCertificates()
    var device = MockDevice()
    /// Native screens a path configuration's `uri` names, each with the result the page below hears in `navigator.resume`.
    var nativeScreens: [String: JSONValue] = [:]
    /// `--screenshot` waits for this CSS selector to match instead of for the page to settle.
    var screenshotAfter: String?
    /// What the run must show; each is a verdict (`--junit`, `--json`), and a failed one exits 1.
    var expectations: [MockExpectation] = []
    /// What a person does to the page, in order, as real input events.
    var actions: [MockAction] = []

    /// The latest time after load that something is scheduled for.
    var lastDelivery: Duration { deliveries.map(\.after).max() ?? .zero }

    /// How long the actions may take at most: their delays and waits, and a second each to land.
    var actionsDuration: Duration {
        actions.reduce(.zero) { total, action in
            if case .wait(_, let timeout) = action.kind { return total + action.after + timeout + .seconds(1) }
            return total + action.after + .seconds(1)
        }
    }

    /// Reads and checks the file at `path`.
    static func load(path: String) throws(MockFileError) -> MockFile {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw MockFileError(file: path, key: "", problem: "cannot be read (\(error.localizedDescription))")
        }
        let value: JSONValue
        do { value = try JSONDecoder().decode(JSONValue.self, from: data) } catch {
            throw MockFileError(file: path, key: "", problem: "is not valid JSON (\(Self.reason(data) ?? "\(error)"))")
        }
        return try MockFileParser(file: path).parse(value)
    }

    /// JSONSerialization says where the text goes wrong; JSONDecoder on Linux does not.
    private static func reason(_ data: Data) -> String? {
        do { _ = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) } catch {
            return (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        }
        return nil
    }
}
