import ArgumentParser
import Foundation
import HybridCore
import HybridOffline
import HybridVocabulary

/// What the package commands share: key files, JSON lines, typed failures.
enum PackageCLI {
    static func publicKey(_ path: String) throws -> PackagePublicKey {
        try PackagePublicKey(fileText: try text(path))
    }

    static func signingKey(_ path: String) throws -> PackageSigningKey {
        try PackageSigningKey(fileText: try text(path))
    }

    private static func text(_ path: String) throws -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw OfflinePackageError.invalidKey("there is no key file at \(path) (make a pair with hybrid package keygen)")
        }
        guard !isFolder.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw OfflinePackageError.invalidKey("\(path) is \(isFolder.boolValue ? "a folder" : "not readable"), not a key file")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// `folder/<app>` for an app of many (`--app`), checked first (`invalid_app_id` and its sentence); `folder` without.
    static func appFolder(_ folder: String, app: String?) throws -> URL {
        guard let app else { return URL(fileURLWithPath: folder) }
        try OfflineApps.check(app)
        return URL(fileURLWithPath: folder).appendingPathComponent(app, isDirectory: true)
    }

    /// One JSON object on standard output.
    static func print(_ object: [String: JSONValue]) {
        FileHandle.standardOutput.write(Data((JSONValue.object(object).jsonText + "\n").utf8))
    }

    /// Prints `{"ok":false,"code":…,"message":…}` and exits 1 for a package or update error; rethrows others.
    static func run(_ body: () throws -> Void) throws {
        do { try body() } catch let error as OfflinePackageError {
            print(["ok": false, "code": .string(error.code), "message": .string(error.message)])
            throw ExitCode(1)
        } catch let error as PackageUpdateError {
            print(["ok": false, "code": .string(error.code), "message": .string(error.message)])
            throw ExitCode(1)
        }
    }
}
