import Foundation
import HybridTUF

extension FeedPublisher {
    /// A package zip of `version` exactly as the feed publishes it, for an app to ship as its
    /// first version under the feed's root (`hybrid package export`): the manifest, the targets
    /// metadata that lists it (kept as `manifest.sig`, checked like any feed version) and every
    /// file from the feed's targets. Throws `target_not_found` for a version the feed does not list.
    @discardableResult
    public static func exportPackage(feed: URL, version: String, output: URL) throws -> PackageManifest {
        let repository = TUFRepository(folder: feed)
        let path = FeedLayout.manifestTarget(try FeedLayout.checkedName(version))
        do {
            guard let current = try repository.current() else { throw TUFError.storage("nothing is published in \(feed.path) yet") }
            guard let target = current.targets.targets[path], let sha256 = target.hashes["sha256"] else { throw TUFError.targetNotFound(path: path) }
            let manifestData = try Data(contentsOf: repository.targetURL(path, sha256: sha256))
            guard PackageDigest.sha256Hex(manifestData) == sha256 else { throw TUFError.hashMismatch(name: path, algorithm: "sha256") }
            let manifest = try JSONDecoder().decode(PackageManifest.self, from: manifestData)
            let files = try manifest.files.map { entry in
                (path: entry.path, url: try repository.targetURL(try FeedLayout.fileTarget(entry.sha256), sha256: entry.sha256))
            }
            let proof = TargetProof(path: path, steps: [.init(role: "targets", metadata: current.targets.envelope.raw)])
            try PackageBuilder.zip(manifestData: manifestData, evidence: Data(try proof.encoded()), files: files, output: output)
            return manifest
        } catch let error as TUFError {
            throw PackageUpdateError.feedRefused(error)
        }
    }
}
