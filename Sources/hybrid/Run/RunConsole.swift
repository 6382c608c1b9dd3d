import Foundation
import HybridCore
import HybridVocabulary

/// Prints the page's console output during `hybrid run`: a page-world script
/// (`DemoSite/run/console-relay.js`) forwards each console call to a page-world
/// message handler that only prints. Nothing it receives reaches the bridge.
@MainActor
enum RunConsole {
    static let handlerName = "hybridRunConsole"

    static func install(on container: WebContainer, output: RunOutput) throws {
        guard let url = Bundle.module.url(forResource: "console-relay", withExtension: "js", subdirectory: "DemoSite/run") else {
            throw RunInputError("the console relay script is missing from the hybrid executable's resources")
        }
        let source = try String(contentsOf: url, encoding: .utf8)
        try container.addToolMessageHandler(named: handlerName, in: .page) { message in
            let level = message.body["level"]?.stringValue ?? "log"
            let text = message.body["text"]?.stringValue ?? message.body.jsonText
            output.console(level: level, text: text, origin: message.body["origin"]?.stringValue ?? "")
            return .success(.null)
        }
        try container.addUserScript(UserScript(source: source, forMainFrameOnly: false, world: .page))
    }
}
