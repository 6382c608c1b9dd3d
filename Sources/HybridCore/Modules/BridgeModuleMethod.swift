/// One declared method of a module: how the page passes its params, and the handler that answers.
struct BridgeModuleMethod {
    var arguments: [String]?
    var returnsValue: Bool
    var handler: BridgeHandler
}
