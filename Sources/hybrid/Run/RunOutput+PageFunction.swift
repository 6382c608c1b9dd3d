import HybridCore

extension RunOutput {
    /// A page global called by name (`pageCalls`, or a handler's `thenCall`), as the classic styles expect.
    func pageFunction(_ name: String, arguments: [RawJSON], error: BridgeError?) {
        var line = JSONLine(type: "pageFunction")
        line.add("direction", .string("nativeToPage"))
        line.add("function", .string(name))
        line.add("args", (try? RawJSON("[" + arguments.map(\.text).joined(separator: ",") + "]")) ?? RawJSON.null)
        line.add("ok", .bool(error == nil))
        if let error { line.add("error", ["code": .string(error.code), "message": .string(error.message)]) }
        let outcome = error.map { "not delivered: \($0.code): \($0.message)" } ?? "sent"
        let shown = arguments.map { Self.short($0.text) }.joined(separator: ", ")
        emit(text: "page function native → page \(name)(\(shown)) → \(outcome)", line: line)
    }
}
