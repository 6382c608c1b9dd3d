import Foundation

/// CPU time used by this process and by its child processes (WebKit's web and
/// network processes), read from /proc, in seconds.
struct ProcessCPU {
    var own: Double
    var children: Double

    static func now() -> ProcessCPU {
        let me = getpid()
        var children = 0.0
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries where Int32(entry) != nil && Int32(entry) != me {
            if let stat = stat(of: entry), stat.parent == me { children += stat.seconds }
        }
        return ProcessCPU(own: stat(of: "self")?.seconds ?? 0, children: children)
    }

    /// Fields 4 (ppid), 14 (utime) and 15 (stime) of /proc/PID/stat, after the `(comm)` field.
    private static func stat(of pid: String) -> (parent: Int32, seconds: Double)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")")
        else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let parent = Int32(fields[1]), let user = Double(fields[11]), let system = Double(fields[12])
        else { return nil }
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        return (parent, (user + system) / ticks)
    }
}
