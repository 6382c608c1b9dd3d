import HybridVocabulary

/// Bridge call records written to the page's console (Web Inspector shows it)
/// while the container is inspectable, through the runtime's task channel, so
/// logging hands the page no user gesture and the page cannot silence it.
@MainActor
final class InspectorConsole {
    /// Records waiting for the page beyond this are dropped, so a call flood stays a flood of calls only.
    static let maximumInFlight = 64
    /// Params and results are cut to this many characters in a line.
    static let maximumValueCharacters = 400
    private weak var bridge: Bridge?
    private var inFlight = 0

    init(bridge: Bridge) { self.bridge = bridge }

    func write(_ record: Bridge.CallRecord) {
        guard let bridge, inFlight < Self.maximumInFlight else { return }
        inFlight += 1
        let failed = if case .failure = record.outcome { true } else { false }
        let arguments: JSONValue = ["line": .string(Self.line(record)), "failed": .bool(failed)]
        Task { [weak self] in
            _ = try? await bridge.runTask("consoleRecord", arguments: arguments, timeout: .seconds(5))
            self?.inFlight -= 1
        }
    }

    /// `scanner.scan from https://m.example.com (main frame) {"kind":"qr"} → "QR-1" in 3.1 ms`.
    static func line(_ record: Bridge.CallRecord) -> String {
        let who = if let source = record.source {
            "\(record.handlerName) from \(source.origin) (\(source.isMainFrame == true ? "main frame" : "a frame"))"
        } else {
            "native called \(record.handlerName)"
        }
        let outcome = switch record.outcome {
        case .success(let value): cut(value.text)
        case .failure(let error): "error \(error.code): \(error.message)"
        }
        let milliseconds = Double(record.duration.components.attoseconds) / 1e15 + Double(record.duration.components.seconds) * 1000
        return "\(who) \(cut(record.params.text)) → \(outcome) in \((milliseconds * 10).rounded() / 10) ms"
    }

    private static func cut(_ text: String) -> String {
        text.count <= maximumValueCharacters ? text : String(text.prefix(maximumValueCharacters)) + "…"
    }
}
