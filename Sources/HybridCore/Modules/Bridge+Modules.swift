import Foundation
import HybridEngineSupport

extension Bridge {
    /// Installs `module`: its methods become handlers named `<namespace>.<method>`,
    /// and pages get `hybrid.<namespace>` (documents loaded afterwards from their
    /// first script on; a document already loaded when it says hello, if it has not yet).
    ///
    /// Throws `invalid_params`, installing nothing, for a namespace that is not
    /// an identifier, is taken (by `hybrid` itself or another module) or whose
    /// declaration has a bad or repeated name.
    public func install(_ module: any BridgeModule) throws(BridgeError) {
        try install(module, handlerPrefix: module.namespace)
    }

    /// HybridKit's own modules: their handlers keep the `hybrid.` prefix (`hybrid.chrome.setTitle`).
    package func installFirstParty(_ module: any BridgeModule) throws(BridgeError) {
        try install(module, handlerPrefix: "hybrid." + module.namespace)
    }

    /// The installed modules' namespaces, sorted.
    public var moduleNamespaces: [String] { modules.entries.map(\.declaration.namespace).sorted() }

    private func install(_ module: any BridgeModule, handlerPrefix: String) throws(BridgeError) {
        let namespace = module.namespace
        guard !isClosed else { throw .closed }
        guard BridgeModuleName.isIdentifier(namespace) else {
            throw .invalidParams("a module's namespace is letters, digits and _ starting with a letter, not \"\(namespace)\"")
        }
        guard !BridgeModuleName.reserved.contains(namespace), modules.declaration(for: namespace) == nil else {
            throw .invalidParams("the module namespace \"\(namespace)\" is already taken")
        }
        let declaration = BridgeModuleDeclaration(namespace: namespace, handlerPrefix: handlerPrefix)
        module.declare(declaration)
        if let problem = declaration.problems.first { throw .invalidParams("module \(namespace): \(problem)") }
        declaration.bridge = self
        for (name, method) in declaration.methods { router.register("\(handlerPrefix).\(name)", method.handler) }
        modules.add(module, declaration)
        declareForNewDocuments(["modules": [namespace: declaration.pageDeclaration]])
        // A page already shown (a prerendered one handed out, or a module installed late) gets it now too.
        if let url = view.state.url, url.scheme != "about" { Task { await declareModulesInCurrentDocument() } }
    }

    /// What pages are told about every module, at hello.
    func moduleConfiguration() -> RawJSON {
        var object: [String: JSONValue] = [:]
        for entry in modules.entries { object[entry.declaration.namespace] = entry.declaration.pageDeclaration }
        // Only strings and booleans: always encodable.
        return RawJSON(trusted: JSONValue.object(object).jsonText)
    }
}
