import ArgumentParser
import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK

/// `hybrid demo`: loads the bundled demo page in a real WebKit and walks
/// through a few bridge round trips, saying what happens at each step.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo", abstract: "Open the demo H5 page in WebKit and run bridge round trips.")

    @Option(name: .long, help: "Write a PNG of what the page shows to this path.")
    var screenshot: String?

    @Option(name: .long, help: "Seconds the whole demo may take.")
    var timeout: Int = 60

    func run() throws {
        let output = DemoOutput()
        try HeadlessDisplay.ensure { output.say($0) }
        let screenshotURL = screenshot.map { URL(fileURLWithPath: $0) }
        try MainLoop.run(timeout: .seconds(timeout)) {
            try await DemoScenario(output: output, screenshot: screenshotURL).run()
        }
        output.say("Demo finished: every step succeeded.")
    }
}
