import Foundation
@testable import HybridOffline
import XCTest

/// A package cannot hold a file the server would refuse to serve under its own name.
final class PackagePathTests: XCTestCase {
    func test_namesTheServerWouldRefuse_areRefusedWhenBuilding() throws {
        for name in ["100%.png", "a;b.js", "tab\there.txt", "...", "dir/..../x.js"] {
            let files = ["index.html": Data("p".utf8), name: Data("x".utf8)]
            XCTAssertThrowsError(try TestPackages.build("1.0.0", files: files), name) {
                XCTAssertEqual(($0 as? OfflinePackageError)?.code, "unsafe_path", name)
            }
        }
    }

    func test_ordinaryNames_includingSpacesAndUnicode_areServable() throws {
        for name in ["a b.png", "caf\u{e9}/men\u{fc}.html", "v1.2/app.min.js", "~user/@x+y=z.txt", ".well-known/x"] {
            XCTAssertNoThrow(try PackagePath.check(name), name)
        }
    }
}
