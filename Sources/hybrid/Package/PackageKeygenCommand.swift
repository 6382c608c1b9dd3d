import ArgumentParser
import Foundation
import HybridOffline

/// `hybrid package keygen KEY`: a new Ed25519 key pair, KEY (private, mode 600) and KEY.pub.
struct PackageKeygenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "keygen", abstract: "Make a signing key pair: KEY and KEY.pub.")

    @Argument(help: "Path of the private key file; the public key goes to the same path plus .pub.") var key: String

    func run() throws {
        let signing = PackageSigningKey.generate()
        guard FileManager.default.createFile(atPath: key, contents: Data(signing.fileText.utf8), attributes: [.posixPermissions: 0o600]),
              FileManager.default.createFile(atPath: key + ".pub", contents: Data(signing.publicKey.fileText.utf8))
        else { throw ValidationError("cannot write \(key)") }
        PackageCLI.print(["ok": true, "private": .string(key), "public": .string(key + ".pub"), "key_id": .string(signing.publicKey.keyID)])
    }
}
