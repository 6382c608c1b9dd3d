import Foundation
import Testing
import HybridCore
import HybridVocabulary

struct PathConfigurationTests {
    static let document = Data("""
    { "settings": { "tabs": ["home", "cart"] },
      "rules": [
        { "patterns": [".*"], "properties": { "context": "default", "pull_to_refresh_enabled": true } },
        { "patterns": ["/new$", "/edit$"], "properties": { "context": "modal", "title": "Edit" } },
        { "patterns": ["/scan$"], "properties": { "uri": "scan" } },
        { "patterns": ["\\\\?tab=1"], "properties": { "presentation": "replace" } } ] }
    """.utf8)

    @Test func laterRules_winOverEarlierOnes_andQueriesMatchToo() throws {
        let paths = try PathConfiguration(json: Self.document)
        #expect(paths.settings["tabs"] == ["home", "cart"])
        let edit = paths.properties(for: URL(string: "https://m.example/items/7/edit")!)
        #expect(edit["context"] == "modal")
        #expect(edit["title"] == "Edit")
        #expect(edit["pull_to_refresh_enabled"] == true)
        #expect(paths.properties(for: URL(string: "https://m.example/items")!)["context"] == "default")
        #expect(paths.properties(for: URL(string: "https://m.example/home?tab=1")!)["presentation"] == "replace")
        #expect(paths.properties(for: URL(string: "https://m.example/home")!)["presentation"] == nil)
    }

    @Test(arguments: [
        ("[]", "not a JSON object"),
        ("{}", "no \"rules\" array"),
        (#"{"rules": [{"patterns": []}]}"#, "rule 1 has no \"patterns\" array"),
        (#"{"rules": [{"patterns": ["("]}]}"#, "rule 1's pattern \"(\" is not a regular expression"),
        (#"{"rules": [{"patterns": [".*"], "properties": {"context": "sheet"}}]}"#, "rule 1's \"context\" is \"sheet\""),
        (#"{"rules": [{"patterns": [".*"], "properties": {"presentation": "Push"}}]}"#, "rule 1's \"presentation\" is \"Push\""),
        (#"{"rules": [{"patterns": [".*"], "properties": {"external": "yes"}}]}"#, "rule 1's \"external\" is not true or false"),
        (#"{"settings": 3, "rules": []}"#, "\"settings\" is not an object"),
        ("{\"rules\": [", "is not JSON"),
    ])
    func aBadDocument_isRefusedWhole_withASentenceSayingWhere(json: String, says: String) {
        do {
            _ = try PathConfiguration(json: Data(json.utf8))
            Issue.record("\(json) was accepted")
        } catch {
            #expect("\(error)".contains(says), "\(error)")
            #expect(!"\(error)".contains("PathConfigurationError"))
        }
    }

    @Test func aHugeDocument_isRefusedBeforeItIsRead() {
        let huge = Data(repeating: UInt8(ascii: " "), count: PathConfiguration.maximumBytes + 1)
        #expect(throws: (any Error).self) { try PathConfiguration(json: huge) }
    }

    @Test func anOverlongPath_matchesNoRule() throws {
        let paths = try PathConfiguration(json: Self.document)
        let long = URL(string: "https://m.example/" + String(repeating: "a", count: 5_000) + "/edit")!
        #expect(paths.properties(for: long).isEmpty)
    }

    @Test func aRuleNamingHosts_appliesToThoseHostsOnly() throws {
        let paths = try PathConfiguration(json: Data(#"""
            {"rules": [{"patterns": ["/scan$"], "hosts": ["shop.example", "*.pay.example"], "properties": {"uri": "scan"}}]}
            """#.utf8))
        for host in ["shop.example", "SHOP.example", "pay.example", "m.pay.example"] {
            #expect(paths.properties(for: URL(string: "https://\(host)/scan")!)["uri"] == "scan", "\(host)")
        }
        for host in ["evil.example", "shop.example.evil", "notpay.example"] {
            #expect(paths.properties(for: URL(string: "https://\(host)/scan")!).isEmpty, "\(host)")
        }
    }

    @Test(arguments: [#"{"rules": [{"patterns": ["/x"], "hosts": "shop.example"}]}"#, #"{"rules": [{"patterns": ["/x"], "hosts": []}]}"#,
                      #"{"rules": [{"patterns": ["/x"], "hosts": [""]}]}"#])
    func hostsThatAreNotAListOfNames_refuseTheDocument(json: String) {
        #expect { try PathConfiguration(json: Data(json.utf8)) } throws: { "\($0)".contains("\"hosts\"") }
    }
}
