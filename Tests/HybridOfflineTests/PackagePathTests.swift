import Foundation
@testable import HybridOffline
import Testing

/// A package cannot hold a file the server would refuse to serve under its own name.
struct PackagePathTests {
    @Test(arguments: ["100%.png", "a;b.js", "tab\there.txt", "...", "dir/..../x.js"])
    func namesTheServerWouldRefuse_areRefusedWhenBuilding(_ name: String) throws {
        let files = ["index.html": Data("p".utf8), name: Data("x".utf8)]
        let error = #expect(throws: OfflinePackageError.self) { try TestPackages.build("1.0.0", files: files) }
        #expect(error?.code == "unsafe_path")
    }

    @Test(arguments: ["a b.png", "caf\u{e9}/men\u{fc}.html", "v1.2/app.min.js", "~user/@x+y=z.txt", ".well-known/x"])
    func ordinaryNames_includingSpacesAndUnicode_areServable(_ name: String) throws {
        #expect(throws: Never.self) { try PackagePath.check(name) }
    }
}
