import Foundation
import Testing
import HybridTUF

/// The trusted-metadata folder: whole files under plain names, nothing left behind.
@Suite struct StoreTests {
    @Test func writesReplaceWholeFilesAndLeaveNoTemporaryFiles() throws {
        let folder = NSTemporaryDirectory() + "tuf-store-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = TrustedMetadataStore(folder: folder)
        try store.write("root", Array("one".utf8))
        try store.write("root", Array("two".utf8))
        try store.write("../escape", Array("x".utf8))
        #expect(store.read("root") == Array("two".utf8))
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
        #expect(names == [".lock", "..%2Fescape.json", "root.json"])
        try store.remove("root")
        #expect(store.read("root") == nil)
    }
}
