import HybridOffline
import Testing

/// The order the downgrade rule uses, and the texts it refuses to order.
struct PackageVersionTests {
    @Test func versionsOrderAsSemanticVersions_missingNumbersAreZero() throws {
        let ascending = [
            "0.9", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2", "1.0.0-beta.11",
            "1.0.0-rc.1", "1.0.0", "1.0.1", "1.2", "1.10", "2", "2.0.0.1", "10",
        ]
        let versions = try ascending.map(PackageVersion.init)
        for (lower, higher) in zip(versions, versions.dropFirst()) {
            #expect(lower < higher)
            #expect(!(higher < lower), "\(higher) < \(lower)")
        }
        #expect(try PackageVersion("1") == PackageVersion("1.0.0"))
        #expect(try PackageVersion("1.0-rc.1") == PackageVersion("1.0.0.0-rc.1"))
    }

    @Test(arguments: ["", "v1", "1.", ".1", "1..2", "01", "1.02", "1.2.3.4.5", "1-", "1-beta..1", "1-beta_1", "1-01",
                      "1_0", "10mb", "1.2.3+build", "-1", "1.2.3 ", "１", "1234567890123456789"])
    func textsThatAreNotVersions_areRefused(_ text: String) {
        let error = #expect(throws: OfflinePackageError.self) { try PackageVersion(text) }
        #expect(error?.code == "invalid_version")
    }
}
