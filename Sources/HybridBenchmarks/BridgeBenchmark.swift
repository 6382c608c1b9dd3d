import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridVocabulary

/// Sets up one page with all four transports and runs the page's measurements.
@MainActor
package struct BridgeBenchmark {
    package struct Configuration: Sendable {
        var calls: Int
        var rounds: Int
        var batch: Int

        package init(calls: Int, rounds: Int, batch: Int) {
            (self.calls, self.rounds, self.batch) = (calls, rounds, batch)
        }
    }

    let configuration: Configuration

    package init(configuration: Configuration) { self.configuration = configuration }

    package func run() async throws -> BenchReport {
        let server = try await TestServer.start()
        try await BenchResources.serve(on: server)
        let engine = try GTKEngine()
        let container = try WebContainer(engine: engine)
        defer { container.close() }
        BenchProgress.say("setting up the four transports")
        try container.engineView.addMessageHandler(named: "benchraw", in: .page) { message in .success(message.body) }
        container.bridge.registerRaw("bench.echo") { params, _ in params }
        container.configuration.navigationPolicy.append(try BenchIframeTransport())
        guard let containerDelegate = container.engineView.delegate else { throw BenchFailure.unexpectedResult("no engine delegate") }
        let relay = BenchDialogRelay(wrapping: containerDelegate)
        container.engineView.delegate = relay
        defer { withExtendedLifetime(relay) {} }
        try await container.load(server.url("/bench/bridge-bench.html"))
        try await container.bridge.waitUntilPageReady()
        BenchProgress.say("measuring: \(configuration.rounds) rounds of \(configuration.calls) sequential calls, batches of \(configuration.batch)")
        let config: JSONValue = [
            "warmup": 200, "calls": .number(Double(configuration.calls)), "rounds": .number(Double(configuration.rounds)),
            "slowCalls": .number(Double(max(20, configuration.calls / 10))), "batch": .number(Double(configuration.batch)),
            "slowBatch": .number(Double(max(100, configuration.batch / 10))), "pipelineRounds": 3,
        ]
        let result = try await container.callAsyncJavaScript(try BenchResources.text("bench-run", "js"), arguments: ["config": config])
        guard case .object(let measured) = result else { throw BenchFailure.unexpectedResult(result.jsonText) }
        await server.stop()
        return BridgeBenchmarkReport(measured: measured).report
    }
}
