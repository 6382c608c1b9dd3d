import Foundation
import XCTest

/// A real, size-limited file system for full-disk tests: a tmpfs mounted at a
/// temporary folder. Mounting needs root, as `make test` does: without it the
/// test fails saying why, rather than passing as skipped with nothing proved.
final class SmallDisk {
    let folder: URL
    private var filler: URL { folder.appendingPathComponent("filler") }

    init(kilobytes: Int) throws {
        guard getuid() == 0 else { throw SmallDiskUnavailable(description: "full-disk tests mount a small tmpfs, which needs root (make test runs as root)") }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hk-small-disk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", folder.path]) == 0 else {
            throw SmallDiskUnavailable(description: "mount -t tmpfs is not permitted here (a container without CAP_SYS_ADMIN)")
        }
    }

    /// Writes a filler file until the disk refuses more (ENOSPC).
    func fill() {
        guard let handle = FileManager.default.createFile(atPath: filler.path, contents: nil) ? FileHandle(forWritingAtPath: filler.path) : nil
        else { return }
        defer { try? handle.close() }
        let chunk = Data(count: 4096)
        while (try? handle.write(contentsOf: chunk)) != nil {}
    }

    /// Gives the filler's space back.
    func free() { try? FileManager.default.removeItem(at: filler) }

    deinit {
        _ = Self.run("/bin/umount", [folder.path])
        try? FileManager.default.removeItem(at: folder)
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// Why a full-disk test could not get its small disk.
struct SmallDiskUnavailable: Error, CustomStringConvertible {
    let description: String
}
