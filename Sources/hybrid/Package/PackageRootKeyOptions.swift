import ArgumentParser
import Foundation
import HybridVocabulary
import HybridOffline

/// What `root init` and `root rotate` share: each role's keys and threshold, the expiry
/// and where the root goes. A private key file names its key and signs the root (root
/// keys only); a KEY.pub only names it.
struct PackageRootKeyOptions: ParsableArguments {
    @Option(help: "A root key (repeat it): signs roots only; keep these offline.") var rootKey: [String] = []
    @Option(help: "How many root keys must sign the next root.") var rootThreshold = 1
    @Option(help: "A targets key (repeat it; KEY.pub is enough): signs what versions and channels say.") var targetsKey: [String] = []
    @Option(help: "How many targets keys must sign.") var targetsThreshold = 1
    @Option(help: "A snapshot key (repeat it; KEY.pub is enough).") var snapshotKey: [String] = []
    @Option(help: "How many snapshot keys must sign.") var snapshotThreshold = 1
    @Option(help: "A timestamp key (repeat it; KEY.pub is enough): the online key that renews freshness.") var timestampKey: [String] = []
    @Option(help: "How many timestamp keys must sign.") var timestampThreshold = 1
    @Option(help: "Days until devices stop trusting this root unless a newer one is published.") var expiresDays = 365
    @Option(help: "The root file to write (e.g. 1.root.json).") var out: String

    func validate() throws {
        guard (1...3650).contains(expiresDays) else { throw ValidationError("--expires-days must be 1 to 3650") }
    }

    /// The roles whose keys were given, by name.
    func roles() throws -> [String: FeedRoot.Role] {
        var roles: [String: FeedRoot.Role] = [:]
        for (name, files, threshold) in [("root", rootKey, rootThreshold), ("targets", targetsKey, targetsThreshold),
                                         ("snapshot", snapshotKey, snapshotThreshold), ("timestamp", timestampKey, timestampThreshold)]
        where !files.isEmpty {
            roles[name] = FeedRoot.Role(keys: try files.map { try PackageKeyFile.read($0).publicKey }, threshold: threshold)
        }
        return roles
    }

    /// The private root keys given: they sign the root written.
    func rootSigners() throws -> [PackageSigningKey] { try rootKey.compactMap { try PackageKeyFile.read($0).signing } }

    var expires: Date { Date().addingTimeInterval(Double(expiresDays) * 86_400) }

    /// Writes `root` to ``out`` and prints what it says.
    func write(_ root: Data) throws {
        try PackageKeyFile.writeFile(root, to: out)
        PackageRootReport.print(root, at: out)
    }
}

/// A key file that is either half of a pair from `hybrid package keygen`.
enum PackageKeyFile {
    static func read(_ path: String) throws -> (publicKey: PackagePublicKey, signing: PackageSigningKey?) {
        if let signing = try? PackageCLI.signingKey(path) { return (signing.publicKey, signing) }
        return (try PackageCLI.publicKey(path), nil)
    }

    /// A root or other small file; anything but a regular file (a folder, a FIFO, a device) is refused
    /// at once rather than read, so a wrong argument never hangs.
    static func readFile(_ path: String) throws -> Data {
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        guard type != nil else { throw OfflinePackageError.io("there is no file at \(path)") }
        guard type == .typeRegular else { throw OfflinePackageError.io("\(path) is not a regular file") }
        guard let data = FileManager.default.contents(atPath: path) else { throw OfflinePackageError.io("cannot read \(path)") }
        return data
    }

    static func writeFile(_ data: Data, to path: String) throws {
        do { try data.write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
            throw OfflinePackageError.io("cannot write \(path): \(error.localizedDescription)")
        }
    }
}

/// Prints a root's version, expiry and roles as one JSON line.
enum PackageRootReport {
    static func print(_ root: Data, at path: String) {
        guard let summary = try? FeedRoot.summary(root) else { return }
        var line = summary.mapValues(json)
        line["ok"] = true
        line["root"] = .string(path)
        PackageCLI.print(line)
    }

    private static func json(_ value: FeedRoot.JSONLike) -> JSONValue {
        switch value {
        case .string(let text): .string(text)
        case .number(let number): .number(Double(number))
        case .array(let values): .array(values.map(json))
        case .object(let members): .object(members.mapValues(json))
        }
    }
}
