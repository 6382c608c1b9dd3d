import HybridCore

/// What a run saw, kept for its expectations: the page's calls, its console lines, its errors.
struct RunRecord {
    private(set) var calls: [(name: String, params: RawJSON)] = []
    private(set) var consoleLines: [String] = []
    private(set) var pageErrors: [String] = []

    mutating func record(_ record: Bridge.CallRecord) {
        if record.isFromPage { calls.append((record.handlerName, record.params)) }
    }

    mutating func console(_ text: String) { consoleLines.append(text) }
    mutating func pageError(_ message: String) { pageErrors.append(message) }
}
