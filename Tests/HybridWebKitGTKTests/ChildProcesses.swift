import Foundation

/// This process's own child processes, read from /proc. Tests find a view's
/// web process as the child its first load started: by pid, never by name,
/// so nothing outside this test run can be hit.
enum ChildProcesses {
    static func current() -> Set<pid_t> {
        let me = getpid()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        var children = Set<pid_t>()
        for entry in entries {
            guard let pid = pid_t(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")")
            else { continue }
            // Fields after the command name: state, ppid, …
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, pid_t(fields[1]) == me { children.insert(pid) }
        }
        return children
    }
}
