import Foundation
import HybridVocabulary

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
    public var moduleNamespaces: [String] { modules.pageModules.map(\.declaration.namespace).sorted() }

    /// The module a shorthand (``register(_:options:_:)``, ``exposeNamespace(_:methods:)``,
    /// ``exposeMessageHandler(_:handler:)``, ``routeURLScheme(_:)``) builds, installed as every
    /// module is. It has no `hybrid.<namespace>` object; what it names replaces what an earlier
    /// shorthand named the same.
    func installShorthand(_ description: String, _ declare: @escaping @MainActor (BridgeModuleDeclaration) -> Void) {
        do { try install(BridgeShorthandModule(description, declare), handlerPrefix: nil) } catch {
            logger.info("\(description) not installed: \(error.message)")
        }
    }

    /// The one way a native feature reaches pages: an app's module, HybridKit's own, or a shorthand's.
    private func install(_ module: any BridgeModule, handlerPrefix: String?) throws(BridgeError) {
        let namespace = module.namespace
        guard !isClosed else { throw .closed }
        if handlerPrefix != nil {
            guard BridgeModuleName.isIdentifier(namespace) else {
                throw .invalidParams("a module's namespace is letters, digits and _ starting with a letter, not \"\(namespace)\"")
            }
            guard !BridgeModuleName.reserved.contains(namespace), modules.declaration(for: namespace) == nil else {
                throw .invalidParams("the module namespace \"\(namespace)\" is already taken")
            }
        }
        let declaration = BridgeModuleDeclaration(namespace: namespace, handlerPrefix: handlerPrefix)
        module.declare(declaration)
        if let problem = declaration.problems.first { throw .invalidParams("module \(namespace): \(problem)") }
        declaration.bridge = self
        if handlerPrefix == nil { modules.shorthandWillReplace(declaration) }
        for (name, handler) in declaration.handlers { router.register(name, handler) }
        for scheme in declaration.urlSchemes { urlRoutes.addScheme(scheme) }
        modules.add(module, declaration)
        if let page = declaration.documentStartDeclaration { declareForNewDocuments(page) }
        // A page already shown (a prerendered one handed out, or a module installed late) gets it now too.
        if handlerPrefix != nil, let url = view.state.url, url.scheme != "about" { Task { await declareModulesInCurrentDocument() } }
    }

    /// What pages are told about every module, at hello.
    func moduleConfiguration() -> RawJSON {
        var object: [String: JSONValue] = [:]
        for entry in modules.pageModules { object[entry.declaration.namespace] = entry.declaration.pageDeclaration }
        // Only strings and booleans: always encodable.
        return RawJSON(trusted: JSONValue.object(object).jsonText)
    }
}

/// The module a bridge shorthand builds: what the shorthand names, declared when it is installed.
@MainActor
final class BridgeShorthandModule: BridgeModule {
    /// Says what made it (`register scan`), for logs; pages get no object by this name.
    let namespace: String
    private let body: @MainActor (BridgeModuleDeclaration) -> Void

    init(_ description: String, _ body: @escaping @MainActor (BridgeModuleDeclaration) -> Void) {
        namespace = description
        self.body = body
    }

    func declare(_ module: BridgeModuleDeclaration) { body(module) }
}
