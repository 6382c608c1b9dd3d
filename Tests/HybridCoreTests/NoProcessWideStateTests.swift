import Foundation
import Testing

/// State belongs to an object someone owns and passes (the host, the navigator, the pool, the
/// presenter, the engine), never to the process (issue 60): no library keeps a stored mutable
/// static or global, except the few facts that are the process's own, each with its reason.
struct NoProcessWideStateTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// `Module/File.swift name` → why the process, and nothing smaller, owns it.
    static let allowed: [String: String] = [
        "HybridWebKitGTK/MainLoop.swift watchInstalled": "GTK has one main loop per process; libdispatch's queue is watched from it once",
        "HybridWebKitGTK/MainLoop.swift gtkInitialized": "gtk_init runs once per process",
        "HybridWebKitGTK/MainLoop.swift turning": "how deep the process's one GTK main loop is nested",
        "HybridWebKitGTK/KeyBindingWidgets.swift recording": "a hook on a GObject class's constructor, which GObject's type system keeps per process",
        "HybridWebKitGTK/KeyBindingWidgets.swift originalConstructed": "the class's own constructor that hook chains to, per process likewise",
        "HybridWebKitGTK/HeadlessDisplay.swift server": "one Xvfb per process, named by the process's DISPLAY",
        "HybridWebKitGTK/HeadlessDisplay.swift serverID": "that Xvfb's pid, for the process's exit",
        "HybridWebKitGTK/Shell/ShellWidgets.swift cssLoaded": "the shell's style is added to the default screen, once per process",
        "HybridCore/Logging/HybridLog.swift storedLevel": "swift-log's LoggingSystem is the process's; the level new loggers start at goes with it",
        "HybridVocabulary/Engine/LiveObjects.swift containers": "live containers in the process, which a soak run reads to prove nothing leaks",
        "HybridVocabulary/Engine/LiveObjects.swift engineViews": "live engine views in the process, likewise",
    ]

    /// A stored `static var`, anything `nonisolated(unsafe)`, or a `var` at a file's top level (outside
    /// an executable's `main.swift`), as `name`; nil for everything else, computed statics included.
    static func storedMutableState(in line: Substring, file: String) -> String? {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard !text.hasPrefix("//"), !text.hasPrefix("*") else { return nil }
        if let match = text.firstMatch(of: #/nonisolated\(unsafe\)\s+(?:[\w()]+\s+)*(?:var|let)\s+(\w+)/#) {
            return String(match.output.1)
        }
        let topLevel = !line.hasPrefix(" ") && !line.hasPrefix("\t") && !file.hasSuffix("/main.swift")
        let declaration = topLevel ? #/^(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)(?:\(set\))?\s+)*(?:static\s+)?var\s+(\w+)(.*)$/#
                                   : #/^(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private|nonisolated|final)(?:\(set\))?\s+)*(?:static|class)\s+(?:(?:public|package|internal|fileprivate|private|nonisolated|final)(?:\(set\))?\s+)*var\s+(\w+)(.*)$/#
        guard let match = text.firstMatch(of: declaration) else { return nil }
        // Computed: a body (`{`) with no initializer before it. `x: T { … }` reads; `x = … { didSet }` stores.
        let rest = match.output.2
        if let brace = rest.firstIndex(of: "{"), !rest[..<brace].contains("=") { return nil }
        return String(match.output.1)
    }

    static func findings() throws -> [String] {
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        var found: [String] = []
        for file in files {
            let relative = String(file.path.dropFirst(sources.path.count + 1))
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                if let name = storedMutableState(in: line, file: relative) { found.append("\(relative) \(name)") }
            }
        }
        return found.sorted()
    }

    @Test func theLibraries_keepNoStoredMutableStatics_butTheProcesssOwnFacts() throws {
        let found = try Self.findings()
        let unexplained = found.filter { Self.allowed[$0] == nil }
        #expect(unexplained == [], "process-wide state: give it to the object that owns it, or allowlist a true process fact with its reason")
        let stale = Set(Self.allowed.keys).subtracting(found).sorted()
        #expect(stale == [], "allowlisted state that is gone: drop it from the list")
        #expect(found.count >= 5, "the grep found nothing: is \(Self.sources.path) the sources?")
    }

    /// The grep itself: what it calls state and what it lets by.
    @Test(arguments: [
        ("    private static var owners: [ObjectIdentifier: ObjectIdentifier] = [:]", "owners"),
        ("    public private(set) static var count = 0", "count"),
        ("    nonisolated(unsafe) private static var table: [String: Int] = [:]", "table"),
        ("    private nonisolated(unsafe) static var hook: Int?", "hook"),
        ("    static var handler: (() -> Void)? = nil", "handler"),
        ("    static var level = 1 { didSet { print(level) } }", "level"),
        ("    static var pending: Int?", "pending"),
        ("var registry: [String] = []", "registry"),
        ("nonisolated(unsafe) let cache = NSCache<NSString, NSString>()", "cache"),
    ])
    func storedState_isFound(_ line: String, _ name: String) {
        #expect(Self.storedMutableState(in: Substring(line), file: "M/F.swift") == name)
    }

    @Test(arguments: [
        "    public static var userAgentToken: String { \"HybridKit/\\(current)\" }",
        "    package nonisolated static var webKitVersion: String {",
        "    private static var clipboard: OpaquePointer { gtk_clipboard_get(gdk_atom_intern(\"CLIPBOARD\", 0)) }",
        "    static var configuration: [String: Int] {",
        "    static let limit = 64 * 1024",
        "    var instanceState = 0",
        "    /// static var documented = 0",
    ])
    func computedStaticsAndInstanceState_areLetBy(_ line: String) {
        #expect(Self.storedMutableState(in: Substring(line), file: "M/F.swift") == nil)
    }

    @Test func aTopLevelVarInAnExecutablesMain_isScriptState_notALibrarys() {
        #expect(Self.storedMutableState(in: "var arguments = CommandLine.arguments", file: "hybrid/main.swift") == nil)
        #expect(Self.storedMutableState(in: "var arguments = CommandLine.arguments", file: "hybrid/Other.swift") == "arguments")
    }
}
