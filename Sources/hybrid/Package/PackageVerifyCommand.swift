import ArgumentParser
import Foundation
import HybridOffline

/// `hybrid package verify PKG.zip --public-key KEY.pub`: exit 0 when signature and every hash check out.
struct PackageVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "verify", abstract: "Check a package's signature and every file's hash.")

    @Argument(help: "The package zip.") var package: String
    @Option(help: "The public key file.") var publicKey: String

    func run() throws {
        try PackageCLI.run {
            let manifest = try PackageVerifier.verify(URL(fileURLWithPath: package), publicKey: try PackageCLI.publicKey(publicKey))
            PackageCLI.print(["ok": true, "version": .string(manifest.version), "files": .number(Double(manifest.files.count))])
        }
    }
}
