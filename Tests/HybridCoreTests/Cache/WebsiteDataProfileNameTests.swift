import HybridVocabulary
import Testing

/// A profile's name is also its folder's name: only names that are safe as one, on any file system.
struct WebsiteDataProfileNameTests {
    @Test func plainNames_makeNamedProfiles_thatDifferFromDefaultAndEphemeral() throws {
        let alice = try WebsiteDataProfile.named("alice-2_x")
        #expect(alice.name == "alice-2_x")
        #expect(!alice.isEphemeral)
        #expect(alice != .default && alice != .ephemeral && WebsiteDataProfile.default != .ephemeral)
        #expect(try WebsiteDataProfile.named("alice") == .named("alice"))
        #expect(try WebsiteDataProfile.named(String(repeating: "a", count: 64)).name?.count == 64)
    }

    @Test(arguments: [
        ("", "a profile name cannot be empty"),
        (String(repeating: "a", count: 65), "a profile name has at most 64 characters; this one has 65"),
        ("..", "a profile name holds only lowercase letters a to z, digits, '-' and '_' (it names a folder); \"..\" does not"),
        ("a/b", "a profile name holds only lowercase letters a to z, digits, '-' and '_' (it names a folder); \"a/b\" does not"),
        ("Alice", "a profile name holds only lowercase letters a to z, digits, '-' and '_' (it names a folder); \"Alice\" does not"),
        ("a\\b", "a profile name holds only lowercase letters a to z, digits, '-' and '_' (it names a folder); \"a\\\\b\" does not"),
        ("é", "a profile name holds only lowercase letters a to z, digits, '-' and '_' (it names a folder); \"é\" does not"),
    ])
    func badNames_areRefusedWithASentence(name: String, sentence: String) {
        #expect(throws: EngineError.invalidArgument(sentence)) { try WebsiteDataProfile.named(name) }
    }
}
