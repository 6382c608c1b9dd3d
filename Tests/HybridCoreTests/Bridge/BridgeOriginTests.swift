import Foundation
import HybridCore
import Testing
import HybridVocabulary

struct BridgeOriginTests {
    @Test func defaultPorts_areTheSameOrigin_andDescriptionIsSerialized() throws {
        #expect(try BridgeOrigin("https://App.Example") == BridgeOrigin("https://app.example:443/"))
        #expect(try BridgeOrigin("http://127.0.0.1:8080").description == "http://127.0.0.1:8080")
        #expect(try BridgeOrigin("https://a.example:443").description == "https://a.example")
        #expect(try BridgeOrigin(url: URL(string: "https://app.example:443/path?q")!) == BridgeOrigin("https://app.example"))
    }

    @Test func customSchemeOrigin_parsesWithNoDefaultPort() throws {
        let bundle = try BridgeOrigin("app://bundle")
        #expect(bundle.scheme == "app")
        #expect(bundle.host == "bundle")
        #expect(bundle.port == nil)
        #expect(bundle.description == "app://bundle")
        #expect(BridgeOrigin(url: URL(string: "app://bundle/index.html")!) == bundle)
        #expect(try BridgeOrigin("app://bundle:8080") != bundle)
        #expect(BridgeOriginPolicy.only([bundle]).allows("app://bundle"))
    }

    @Test(arguments: ["127.0.0.1:8080", "localhost:8080", "null", "", "https://", "https://a.example/path", "https://a.example?q", "https://u@a.example"])
    func textThatIsNoOrigin_throwsWhereItIsWritten(_ text: String) {
        let error = #expect(throws: BridgeOriginError.self) { try BridgeOriginPolicy.origins("https://fine.example", text) }
        #expect(error?.code == "not_an_origin")
    }

    @Test func theSameSchemeHostAndPort_isAllowed() throws {
        #expect(try BridgeOriginPolicy.origins("https://app.example").allows("https://app.example"))
    }

    /// Another scheme, another port, a subdomain, and a lookalike host.
    @Test(arguments: ["http://app.example", "https://app.example:8443", "https://evil.app.example", "https://app.example.evil"])
    func schemeHostAndPort_allMatter(_ other: String) throws {
        #expect(try !BridgeOriginPolicy.origins("https://app.example").allows(other))
    }

    @Test func opaqueOrigins_neverMatchAList_butAnyAllowsThem() throws {
        #expect(throws: (any Error).self) { try BridgeOrigin("null") }
        #expect(try !BridgeOriginPolicy.origins("https://app.example").allows("null"))
        #expect(try !BridgeOriginPolicy.trusted.allows("null", trusted: [BridgeOrigin("https://app.example")]))
        #expect(BridgeOriginPolicy.any.allows("null"))
    }

    @Test func trustedPolicy_followsTheTrustedSetItIsGiven() throws {
        let app = try BridgeOrigin("https://app.example")
        #expect(BridgeOriginPolicy.trusted.allows("https://app.example", trusted: [app]))
        #expect(!BridgeOriginPolicy.trusted.allows("https://app.example", trusted: []))
        #expect(!BridgeOriginPolicy.trusted.allows("https://other.example", trusted: [app]))
    }
}
