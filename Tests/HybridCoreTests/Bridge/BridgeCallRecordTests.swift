import HybridCore
import HybridTesting
import Testing

/// What the bridge observer is told about each settled call.
@MainActor
struct BridgeCallRecordTests {
    @Test func pageCall_recordsOriginParamsOutcome_andDurationCoveringTheHandler() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        var records: [Bridge.CallRecord] = []
        container.bridge.observer = { records.append($0) }
        container.bridge.registerRaw("slow", options: BridgeHandlerOptions(allowedOrigins: .any)) { params, _ in
            try await Task.sleep(for: .milliseconds(30))
            return params
        }
        _ = await view.post(.string(RuntimePost.message(#"{"t":"call","id":4,"name":"slow","params":{"a":1}}"#, origin: "https://app.example", isMainFrame: true)), to: "hybridkit")
        let record = try #require(records.first)
        #expect(record.source?.origin == "https://app.example")
        #expect(record.params.text == #"{"a":1}"#)
        #expect(try record.outcome.get().text == #"{"a":1}"#)
        // A lower bound only: the handler slept at least this long.
        #expect(record.duration >= .milliseconds(30))
    }
}
