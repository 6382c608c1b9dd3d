import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridVocabulary

/// The demo's steps: serve the page, open it, cross the bridge both ways, snapshot.
@MainActor
struct DemoScenario {
    let output: DemoOutput
    let screenshot: URL?

    struct DeviceInfo: Encodable { let platform: String; let engine: String; let hybridKit: String; let transport: String }
    struct Echo: Codable { let text: String }
    struct Greeting: Encodable { let greeting: String }
    struct Rendered: Decodable { let shown: String }
    struct Tick: Encodable { let n: Int }

    func run() async throws {
        let server = try await TestServer.start()
        defer { Task { await server.stop() } }
        try await DemoSite.serve(on: server)
        output.say("Serving the demo site at \(server.url("/index.html").absoluteString)")

        let engine = try GTKEngine()
        let container = WebContainer(view: engine.makeGTKView(settings: EngineSettings(applicationNameForUserAgent: HybridKitVersion.userAgentToken)))
        defer { container.close() }
        registerHandlers(on: container)
        let window = try HybridWindow(container: container, width: 820, height: 720)
        window.show()
        output.say("Opened a HybridWindow: header bar with the page's title and host, Back, Close, progress")
        var echoes = 0
        container.bridge.observer = { record in
            // The page times 20 echoes after its first; one line says so instead of twenty.
            if record.handlerName == "demo.echo" { echoes += 1; guard echoes == 1 else { return } }
            output.say("  bridge \(record.isFromPage ? "page → native" : "native → page"): \(record.handlerName) #\(record.callID) → \(Self.describe(record.outcome))")
        }

        let loadStart = ContinuousClock.now
        try await container.load(server.url("/index.html"))
        output.say("Loaded \(container.title ?? "page") in \(Self.milliseconds(ContinuousClock.now - loadStart)) ms")

        let pageResult = try await container.callAsyncJavaScript("return await window.demoResult;")
        output.say("Page finished its calls: device.info and demo.echo answered (then \(echoes - 1) more echoes to time a round trip), demo.missing → handler_not_found")
        guard pageResult["echoed"]?["text"]?.stringValue == "héllo 👋 </script>" else {
            throw DemoFailure.unexpected("echo came back as \(pageResult)")
        }

        let rendered: Rendered = try await container.bridge.call("h5.render", Greeting(greeting: "Hello from Swift 👋"))
        output.say("Native called h5.render; the page answered \"\(rendered.shown)\"")
        for n in 1...3 { try await container.bridge.emit("demo.tick", Tick(n: n)) }
        output.say("Emitted 3 demo.tick events to the page")
        let events = try await container.evaluateJavaScript("document.querySelectorAll('#events li').length")
        guard events == 3 else { throw DemoFailure.unexpected("page saw \(events) events") }
        try await tapPageButton(of: container)

        if let screenshot {
            _ = try await container.callAsyncJavaScript("return await new Promise(r => requestAnimationFrame(() => r(true)))")
            let png = try window.screenshotPNG()
            try png.write(to: screenshot)
            output.say("Wrote a \(png.count)-byte PNG of the window, header bar included, to \(screenshot.path)")
        }
    }

    /// The page put a Refresh button in the bar; a tap reaches it as `chrome.button`.
    private func tapPageButton(of container: WebContainer) async throws {
        guard let button = container.chrome.buttons.first else { throw DemoFailure.unexpected("the page set no bar button") }
        output.say("The page set a \"\(button.title)\" button in the header bar (title: \"\(container.chrome.title)\")")
        await container.chrome.tap(button)
        let heard = try await container.evaluateJavaScript("[...document.querySelectorAll('#events li')].some(li => li.textContent === 'chrome.button refresh')")
        guard heard == true else { throw DemoFailure.unexpected("the page did not hear its button") }
        output.say("Tapped it; the page heard chrome.button \"\(button.id)\"")
    }

    private func registerHandlers(on container: WebContainer) {
        container.bridge.register("device.info") { (_: [String: String]) in
            DeviceInfo(platform: "Linux", engine: "WebKitGTK", hybridKit: HybridKitVersion.current, transport: "messageHandlers, isolated world")
        }
        container.bridge.register("demo.echo") { (echo: Echo) in echo }
    }

    static func describe(_ outcome: Result<RawJSON, BridgeError>) -> String {
        switch outcome {
        case .success: "ok"
        case .failure(let error): error.code
        }
    }

    static func milliseconds(_ duration: Duration) -> String {
        String(format: "%.1f", Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15)
    }
}

enum DemoFailure: Error, CustomStringConvertible {
    case unexpected(String)
    var description: String {
        switch self { case .unexpected(let what): "demo step failed: \(what)" }
    }
}
