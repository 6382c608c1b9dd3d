import Foundation

/// This process's own child processes, read from /proc. A view's web process
/// is found as the child its first load (or the pool's warm-up) started: by
/// pid, never by name, so nothing outside this run can be hit. Tests and
/// `hybrid bench pool` use it.
package enum ChildProcesses {
    package static func current() -> Set<pid_t> {
        let me = getpid()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        var children = Set<pid_t>()
        for entry in entries {
            guard let pid = pid_t(entry), let fields = statFields(of: pid) else { continue }
            if fields.count > 1, pid_t(fields[1]) == me { children.insert(pid) }
        }
        return children
    }

    /// The fields of /proc/PID/stat after the command name (state, ppid, …, utime at 11, stime at 12);
    /// `nil` when the process is gone.
    static func statFields(of pid: pid_t) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ")
    }

    /// Memory of `pid` in MB from /proc/PID/status; 0 when it is gone. `VmRSS`
    /// counts shared library pages too; `RssAnon` is what the process alone holds.
    package static func residentMegabytes(of pid: pid_t, field: String = "VmRSS") -> Double {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
              let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { return 0 }
        return kilobytes / 1024
    }
}

extension ChildProcesses {
    /// This process's WebKit web-content processes still running.
    package static func webProcesses() -> Int { webProcessIDs().count }

    private static func webProcessIDs() -> Set<pid_t> {
        current().filter { pid in
            (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.hasPrefix("WebKitWebProces") == true
        }
    }
}

extension ChildProcesses {
    /// File descriptors this process holds open now; a leak of them ends in EMFILE after hours.
    package static func openFileDescriptors() -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []).count
    }
}

extension ChildProcesses {
    /// CPU seconds (user and system) used so far by this process, and by its web processes still running.
    package static func cpuSeconds() -> (app: Double, web: Double) {
        (cpuSeconds(of: getpid()), webProcessIDs().map(cpuSeconds(of:)).reduce(0, +))
    }

    /// utime + stime of `pid`; 0 when it is gone.
    private static func cpuSeconds(of pid: pid_t) -> Double {
        guard let fields = statFields(of: pid), fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12])
        else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
