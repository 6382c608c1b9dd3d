import Foundation
import HybridCore
import HybridVocabulary

/// Prints what happens during `hybrid run` the moment it happens: one line per
/// call, event, page error or step, as text or as one JSON object per line.
@MainActor
final class RunOutput {
    let json: Bool
    private let start = ContinuousClock.now
    /// What was printed, for the mock file's expectations.
    private(set) var ledger = RunRecord()
    /// Longer payloads are cut in text output; JSON output keeps them whole.
    private static let textLimit = 300

    init(json: Bool) { self.json = json }

    /// A step of the run: `text` for people, `fields` for JSON.
    func step(_ type: String, _ text: String, _ fields: [String: JSONValue] = [:]) {
        var line = JSONLine(type: type)
        for key in fields.keys.sorted() { line.add(key, fields[key]!) }
        emit(text: text, line: line)
    }

    func call(_ record: Bridge.CallRecord) {
        ledger.record(record)
        let pageToNative = record.isFromPage
        var line = JSONLine(type: "call")
        line.add("direction", .string(pageToNative ? "pageToNative" : "nativeToPage"))
        line.add("name", .string(record.handlerName))
        line.add("id", .string(record.callID))
        if let source = record.source {
            line.add("origin", .string(source.origin))
            line.add("frame", .string(source.frameName))
            line.add("via", .string(source.transport.rawValue))
        }
        line.add("params", record.params)
        var text = "call \(pageToNative ? "page → native" : "native → page") \(record.handlerName) #\(record.callID)"
        if let source = record.source {
            text += " via \(Self.style(source.transport)) from \(source.origin) (\(source.frameName) frame)"
        }
        text += " params \(Self.short(record.params.text)) → "
        switch record.outcome {
        case .success(let result):
            line.add("ok", .bool(true))
            line.add("result", result)
            text += "ok \(Self.short(result.text))"
        case .failure(let error):
            line.add("ok", .bool(false))
            line.add("error", ["code": .string(error.code), "message": .string(error.message)])
            text += "error \(error.code): \(error.message)"
        }
        line.add("durationMs", .number(Self.rounded(record.duration.milliseconds)))
        emit(text: text + String(format: " (%.1f ms)", record.duration.milliseconds), line: line)
    }

    func event(_ name: String, payload: RawJSON, error: BridgeError?) {
        var line = JSONLine(type: "event")
        line.add("direction", .string("nativeToPage"))
        line.add("name", .string(name))
        line.add("payload", payload)
        line.add("ok", .bool(error == nil))
        if let error { line.add("error", ["code": .string(error.code), "message": .string(error.message)]) }
        let outcome = error.map { "not delivered: \($0.code): \($0.message)" } ?? "sent"
        emit(text: "event native → page \(name) payload \(Self.short(payload.text)) → \(outcome)", line: line)
    }

    func console(level: String, text: String, origin: String) {
        ledger.console(text)
        var line = JSONLine(type: "console")
        line.add("level", .string(level))
        line.add("text", .string(text))
        line.add("origin", .string(origin))
        emit(text: "console.\(level) \(text) (\(origin))", line: line)
    }

    func dialog(_ dialog: ScriptDialog, answer: ScriptDialog.Result) {
        var line = JSONLine(type: "dialog")
        line.add("kind", .string("\(dialog.kind)"))
        line.add("message", .string(dialog.message))
        let answerText: String = switch answer {
        case .confirmed: "OK"
        case .cancelled: "cancel"
        case .text(let text): text
        }
        line.add("answer", .string(answerText))
        emit(text: "dialog \(dialog.kind) \"\(dialog.message)\" → answered \(answerText)", line: line)
    }

    /// How a page call arrived, in the words of the style's own docs.
    private static func style(_ transport: BridgeMessageSource.Transport) -> String {
        switch transport {
        case .messageHandler: "hybrid.call"
        case .urlScheme: "app-scheme URL"
        case .namespace: "injected object"
        case .webViewJavascriptBridge: "WebViewJavascriptBridge"
        case .pageMessageHandler: "window.webkit.messageHandlers"
        }
    }

    func timings(_ timings: PageTimings) {
        var line = JSONLine(type: "load")
        for (key, value) in timings.json.objectValue?.sorted(by: { $0.key < $1.key }) ?? [] { line.add(key, value) }
        let shown = [("first byte", timings.firstByte), ("DOMContentLoaded", timings.domContentLoaded), ("load", timings.load),
                     ("first paint", timings.firstContentfulPaint)]
            .compactMap { name, value in value.map { "\(name) \(String(format: "%.1f", $0)) ms" } }
        emit(text: "load \(timings.url?.absoluteString ?? "?"): " + shown.joined(separator: ", "), line: line)
    }

    func pageError(_ error: PageError) {
        ledger.pageError(error.message)
        var line = JSONLine(type: "pageError")
        line.add("kind", .string(error.isUnhandledRejection ? "unhandledRejection" : "error"))
        line.add("message", .string(error.message))
        line.add("source", .string(error.sourceURL))
        line.add("line", .number(Double(error.line)))
        line.add("column", .number(Double(error.column)))
        line.add("origin", .string(error.origin))
        line.add("isMainFrame", .bool(error.isMainFrame))
        let place = error.sourceURL.isEmpty ? "" : " at \(error.sourceURL):\(error.line):\(error.column)"
        let frame = error.isMainFrame ? "main frame" : "iframe"
        emit(text: "PAGE ERROR \(error.message)\(place) (\(frame), \(error.origin))", line: line)
    }

    func emit(text: String, line: JSONLine) {
        let elapsed = (ContinuousClock.now - start).milliseconds
        var line = line
        line.add("timeMs", .number(Self.rounded(elapsed)))
        let output = json ? line.text : String(format: "[%8.1f ms] ", elapsed) + Self.oneLine(text)
        FileHandle.standardOutput.write(Data((output + "\n").utf8))
    }

    static func short(_ jsonText: String) -> String {
        let text = JSONLine.oneLine(jsonText)
        return text.count > textLimit ? text.prefix(textLimit) + "…" : text
    }

    /// Text lines stay one line even when a page's message has line breaks.
    private static func oneLine(_ text: String) -> String {
        text.contains(where: \.isNewline) ? text.split(whereSeparator: \.isNewline).joined(separator: " ⏎ ") : text
    }

    private static func rounded(_ milliseconds: Double) -> Double { (milliseconds * 1000).rounded() / 1000 }
}
