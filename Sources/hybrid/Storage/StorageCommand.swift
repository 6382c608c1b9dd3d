import ArgumentParser
import Foundation
import HybridCore
import HybridStorage
import HybridVocabulary

/// `hybrid storage get|put`: reads and writes a bridge storage file as the app
/// would, for inspecting what pages stored (and for the kill -9 durability test).
struct StorageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storage", abstract: "Read and write a HybridStorage file by origin.",
        subcommands: [StorageGetCommand.self, StoragePutCommand.self])
}

struct StorageGetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "get", abstract: "Print the JSON stored under a key (null when none).")
    @Argument(help: "The storage file.") var file: String
    @Argument(help: "The origin, e.g. https://m.example.com.") var origin: String
    @Argument(help: "The key the page stored the value under (hybrid.storage.set(key, value)).") var key: String

    func run() throws {
        let storage = try BridgeStorage(fileURL: URL(fileURLWithPath: file))
        print(try storage.value(for: key, origin: try BridgeOrigin(origin)) ?? "null")
    }
}

struct StoragePutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "put", abstract: "Store JSON under a key.")
    @Argument(help: "The storage file.") var file: String
    @Argument(help: "The origin, e.g. https://m.example.com.") var origin: String
    @Argument(help: "The key the page reads it with (hybrid.storage.get(key)).") var key: String
    @Argument(help: "A JSON value.") var json: String
    @Flag(help: "After writing, print `stored` and wait to be killed.") var hold = false

    func run() throws {
        let storage = try BridgeStorage(fileURL: URL(fileURLWithPath: file))
        let value = try JSONValue(jsonText: json)
        try storage.setValue(value.jsonText, for: key, origin: try BridgeOrigin(origin))
        FileHandle.standardOutput.write(Data("stored\n".utf8))
        guard hold else { return }
        while true { sleep(60) }
    }
}
