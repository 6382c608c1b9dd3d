import ArgumentParser
import Foundation
import HybridCore
import HybridWebKitGTK
import HybridVocabulary
import HybridTestServer

/// `hybrid run`: opens an H5 developer's page in the real container, with the
/// native side mocked from a file, and reports every bridge call, event and
/// uncaught page error as it happens.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open a page in the container with mocked native handlers; print every call, event and page error.",
        discussion: """
            A folder (or a file in one) is served over a loopback HTTP server at http://127.0.0.1:PORT/, \
            so the page has a real origin; a URL is loaded as it is.

            Mock file (JSON; every key optional, unknown keys are errors):
              {"handlers": {"scanner.scan": {"result": "QR-1"},
                            "pay":  {"error": {"code": "permission_denied",
                                               "message": "no"}},
                            "slow": {"result": 1, "delayMs": 500}},
               "events": [{"name": "cart.changed", "payload": {"items": 3},
                           "afterMs": 200}],
               "calls":  [{"name": "h5.title", "afterMs": 100, "timeout": 2000}],
               "appSchemes": ["jxaction"],
               "namespaces": {"app": {"scan": {"callbackArgument": 0}}},
               "messageHandlers": ["clientCallback"],
               "dialogs": {"confirm": true, "prompt": "typed"},
               "files": ["photo.png"],
               "permissions": {"camera": true, "geolocation": true},
               "position": {"latitude": 52.52, "longitude": 13.40, "accuracy": 10},
               "credentials": {"intranet.example": {"user": "ann", "password": "secret"}},
               "certificates": {"trust": ["127.0.0.1"],
                                "pins": {"m.example.com": ["sha256/BASE64="]}},
               "nativeScreens": {"scan": {"result": "QR-1"}},
               "pageCalls": [{"function": "getMobileCodeResult", "args": ["1234"],
                              "afterMs": 100}]}
            handlers answer hybrid.call(name) from the main frame of a trusted origin; events go to \
            hybrid.on(name) listeners and calls to hybrid.register(name) functions, afterMs after load \
            (a function never registered answers handler_not_found within timeout ms, default 2000).

            Replies from params: {"$param": "user.name"} anywhere in a result stands for that member of \
            the call's params ("tags.0" for an array's first); {"echo": true} answers the params as they came.
            A handler's "thenCall": "fn" also passes its result to the page global fn(result) after the \
            reply, as pages of the classic styles wait for; "pageCalls" call page globals by name with "args". \
            A call with "reply": false settles once the page took it (a WVJB handler that never calls \
            responseCallback).

            "actions" are done in order after load, each afterMs after the one before, as real input \
            events (the page gets user activation as from a person):
              "actions": [{"type": "Ann", "into": "#name"},
                          {"tap": "#pay", "afterMs": 200}, {"scroll": "#list", "by": 400},
                          {"wait": "#done", "timeoutMs": 5000}]
            "expect" makes the run a test, one verdict each (exit 1 when one fails; --junit):
              "expect": [{"called": "pay", "params": {"name": "Ann"}},
                         {"text": "#status", "equals": "Paid"}, {"console": "ready"},
                         {"noPageError": true}, {"notBlank": true}]
            --screenshot waits until the page looks drawn, or for "screenshotAfter": "#sel".

            The same handlers answer every style; each printed call says which one it came by.
            A WebViewJavascriptBridge page (any version) needs nothing declared:
              {"handlers": {"testObjcCallback": {"result": "ok"}},
               "calls": [{"name": "testJavascriptHandler", "afterMs": 500}]}
            A WVJB v4 or v5 page's bridge.send(data, cb) calls the handler "wvjb.send".
            A page that waits for native to call its global (the messageHandlers style):
              {"messageHandlers": ["clientCallback"],
               "handlers": {"clientCallback": {"result": "1234",
                                               "thenCall": "getMobileCodeResult"}}}
            A page that does location.href = 'jxaction://scan?callback=onScan'
            (or loads it in a hidden iframe):
              {"appSchemes": ["jxaction"], "handlers": {"scan": {"result": "QR-1"}}}
            app.scan('onScan') needs "namespaces" (handler app.scan; callbackArgument: \
            the argument naming the global function that gets the result), and \
            window.webkit.messageHandlers.clientCallback.postMessage(body) needs "messageHandlers" \
            (handler clientCallback).

            Also printed: the page's console output, and each dialog with the answer given \
            (alert: OK; confirm: "confirm"; prompt: "prompt", absent = cancel), each file input \
            (it gets "files", relative to the mock file; none = cancel) and each permission request \
            (granted when "permissions" names every kind asked; camera and microphone are test patterns; \
            a granted location is "position"), and each password challenge (answered from "credentials" \
            by host, once; the password is never printed). A navigation \
            to a scheme no mock routes is reported as unrouted and counts as a failure.

            With --paths, "nativeScreens" answers a rule's "uri": the screen is printed, and \
            the page that opened it hears navigator.resume with "result".

            Certificates: a page whose certificate is not trusted (a development server's \
            self-signed one) loads only when "certificates.trust" lists its host (or *.domain); \
            each such certificate is printed with its subject, pin and errors, trusted or refused. \
            "certificates.pins" pins hosts by SPKI SHA-256 ("sha256/BASE64", as OkHttp writes it; \
            the printed pin is in that form); a host whose chain matches no pin is not loaded, \
            and a line says so.

            Exit status: 0 no page errors; 1 at least one uncaught page error or unhandled rejection \
            (or the web process died, or a navigation went unrouted); 2 bad arguments or mock file; 3 the page did not load \
            (or the engine could not start).
            """)

    @Argument(help: "A folder or file to serve, or a URL to load.")
    var page: String

    @Option(name: .long, help: "A JSON file of mocked handlers, events and native calls (its format is described above).")
    var mock: String?

    @Option(name: .long, help: "Write a PNG of what the page shows, just before the run ends, to this path (with --window, the whole window), once it looks drawn: the mock file's \"screenshotAfter\" selector present, else no change for 500 ms (at most 10 s).")
    var screenshot: String?

    @Flag(name: .long, help: "Show the page in a window with a header bar (title, Back, Close), progress and error view, on $DISPLAY (or a private Xvfb). The run also ends when the window is closed.")
    var window = false

    @Option(name: .long, help: ArgumentHelp("Another origin the mocked handlers answer, e.g. https://m.example (repeatable). The page's own origin is always trusted.", valueName: "origin"))
    var trustedOrigin: [String] = []

    @Option(name: .long, help: "Seconds to keep the page open after it loaded (3, or 600 with --inspect); stretched to cover the mock file's last event or call.")
    var duration: Double?

    @Flag(name: .long, help: "Open WebKit's remote Web Inspector: the run prints an address to open in a browser (Inspectable targets, then Inspect) and keeps the page open.")
    var inspect = false

    @Flag(name: .long, help: "Print one JSON object per line instead of text.")
    var json = false

    @Option(name: .long, help: ArgumentHelp("Write the mock file's expectations as a JUnit report (one test case each) to this path.", valueName: "file"))
    var junit: String?

    @Flag(name: .long, help: "Reload the page when a file in the served folder changes, saying which (the window, mocks and inspector stay). Runs until stopped (or --duration).")
    var watch = false

    @Flag(name: .long, help: "Show the page in the window (--window) and keep it open until it is closed (or --duration).")
    var open = false

    @Option(name: .long, help: ArgumentHelp("A path configuration (Hotwire's JSON: settings and rules): the page opens in a navigator, links and hybrid.navigator push pages by its rules, and each push, pop and native screen is printed.", valueName: "rules.json"))
    var paths: String?

    func run() throws {
        let plan: RunPlan
        do { plan = try makePlan() } catch {
            FileHandle.standardError.write(Data("hybrid run: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let limit = plan.keepOpen + plan.mock.lastDelivery + plan.mock.actionsDuration + .seconds(90)
        let json = json
        let failures: Int
        // Read once, when the first web context starts: before the engine is made.
        if let port = plan.inspectorPort { setenv("WEBKIT_INSPECTOR_HTTP_SERVER", "127.0.0.1:\(port)", 1) }
        do {
            try HeadlessDisplay.ensure { FileHandle.standardError.write(Data("\($0)\n".utf8)) }
            failures = try MainLoop.run(timeout: limit) {
                let output = RunOutput(json: json)
                let failures = try await RunSession(plan: plan, output: output).run()
                output.step("summary", failures == 0 ? "done: no page errors" : "done: \(failures) failure(s)",
                            ["failures": .number(Double(failures))])
                return failures
            }
        } catch {
            // The page did not load, or the engine or display failed: not the page's own error.
            let sentence = (error as? RunLoadError)?.description ?? (error as? EngineError)?.message ?? "\(error)"
            FileHandle.standardError.write(Data("hybrid run: \(sentence)\n".utf8))
            throw ExitCode(3)
        }
        if failures > 0 { throw ExitCode(1) }
    }

    private func makePlan() throws -> RunPlan {
        let duration = self.duration ?? (watch || open ? 3600 : inspect ? 600 : 3)
        let target = try RunTarget.parse(page)
        if watch, case .url = target { throw RunInputError("--watch watches a folder the run serves; \(page) is a URL") }
        guard duration.isFinite, duration >= 0, duration <= 3600 else {
            throw RunInputError("--duration must be between 0 and 3600 seconds, not \(duration)")
        }
        var origins: [BridgeOrigin] = []
        for text in trustedOrigin {
            do { origins.append(try BridgeOrigin(text)) } catch {
                throw RunInputError("--trusted-origin \(text) is not an origin like https://app.example or http://127.0.0.1:8080")
            }
        }
        let mockFile = try mock.map { path throws(MockFileError) in try MockFile.load(path: path) } ?? MockFile()
        return RunPlan(
            target: target, mock: mockFile, extraOrigins: origins,
            keepOpen: .milliseconds(Int((duration * 1000).rounded())), screenshot: screenshot.map { URL(fileURLWithPath: $0) },
            window: window || open, inspectorPort: inspect ? try LoopbackPort.unused() : nil, paths: try paths.map { path in
                do { return try PathConfiguration(contentsOf: URL(fileURLWithPath: path)) } catch {
                    throw RunInputError("--paths \(path): \(error)")
                }
            }, junit: junit.map { URL(fileURLWithPath: $0) }, watch: watch)
    }
}
