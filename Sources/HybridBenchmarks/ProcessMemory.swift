import Foundation

/// Memory of this process and of the processes it started (WebKit's web and
/// network processes), read from `/proc` on Linux: what a stack of pages costs the
/// device, which the app's own figure alone hides. Each process counts its
/// proportional set size (`Pss`: pages shared by N processes count 1/N each), so
/// the sum over processes does not count shared libraries twenty times.
enum ProcessMemory {
    struct Reading {
        /// Proportional megabytes of this process.
        var appMB: Double
        /// Proportional megabytes of its WebKit processes together (web and network).
        var webKitMB: Double
        /// How many web-content processes are alive.
        var webProcesses: Int
    }

    static func read() -> Reading {
        let me = getpid()
        var parents: [Int32: Int32] = [:]
        var names: [Int32: String] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { continue }
            names[pid] = String(stat[stat.index(after: open)..<close])
            let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
            if fields.count > 1, let parent = Int32(fields[1]) { parents[pid] = parent }
        }
        var reading = Reading(appMB: residentMB(me), webKitMB: 0, webProcesses: 0)
        for (pid, name) in names where name.hasPrefix("WebKit") && descends(pid, from: me, parents: parents) {
            reading.webKitMB += residentMB(pid)
            if name.hasPrefix("WebKitWebProces") { reading.webProcesses += 1 }
        }
        return reading
    }

    private static func descends(_ pid: Int32, from ancestor: Int32, parents: [Int32: Int32]) -> Bool {
        var current = pid
        for _ in 0..<64 {
            guard let parent = parents[current], parent > 1 else { return false }
            if parent == ancestor { return true }
            current = parent
        }
        return false
    }

    /// `Pss` of `pid` in megabytes (`VmRSS` where the kernel has no `smaps_rollup`); 0 for a process that ended meanwhile.
    private static func residentMB(_ pid: Int32) -> Double {
        kilobytes("Pss:", in: "/proc/\(pid)/smaps_rollup").map { $0 / 1024 }
            ?? kilobytes("VmRSS:", in: "/proc/\(pid)/status").map { $0 / 1024 } ?? 0
    }

    private static func kilobytes(_ field: String, in file: String) -> Double? {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix(field) }) else { return nil }
        return Double(line.split(separator: " ").dropFirst().first ?? "")
    }
}
