import Foundation
import HybridVocabulary

/// The modules a bridge has installed, in order, and the lifecycle they hear.
@MainActor
package final class BridgeModules {
    package struct Entry {
        package let module: any BridgeModule
        package let declaration: BridgeModuleDeclaration
    }

    package private(set) var entries: [Entry] = []
    private var isClosed = false

    func add(_ module: any BridgeModule, _ declaration: BridgeModuleDeclaration) {
        entries.append(Entry(module: module, declaration: declaration))
    }

    /// The modules pages see as `hybrid.<namespace>`: every one but the shorthands'.
    var pageModules: [Entry] { entries.filter(\.declaration.declaresPageModule) }

    func declaration(for namespace: String) -> BridgeModuleDeclaration? {
        pageModules.first { $0.declaration.namespace == namespace }?.declaration
    }

    /// The namespace objects of every shorthand, a later one over an earlier one of the same name.
    var pageNamespaces: [String: JSONValue] {
        entries.reduce(into: [:]) { all, entry in all.merge(entry.declaration.pageNamespaces) { $1 } }
    }

    /// A shorthand about to be installed takes over the handlers and namespaces it names from earlier
    /// shorthands; one left declaring nothing goes.
    func shorthandWillReplace(_ declaration: BridgeModuleDeclaration) {
        forget(handlers: Array(declaration.handlers.keys), namespaces: Array(declaration.pageNamespaces.keys))
    }

    /// Handlers removed from the bridge, or taken over: the shorthands that named them forget them.
    func forget(handlers: [String], namespaces: [String] = []) {
        guard !handlers.isEmpty || !namespaces.isEmpty else { return }
        for entry in entries where !entry.declaration.declaresPageModule {
            for name in handlers { entry.declaration.forget(handler: name) }
            for name in namespaces { entry.declaration.forget(namespace: name) }
        }
        entries.removeAll { !$0.declaration.declaresPageModule && $0.declaration.declaresNothing }
    }

    func pageDidLoad(_ url: URL?) {
        for entry in entries { entry.module.pageDidLoad(url) }
    }

    func pageDidGoAway() {
        for entry in entries { entry.module.pageDidGoAway() }
    }

    func containerDidChangeVisibility(_ isVisible: Bool) {
        for entry in entries { entry.module.containerDidChangeVisibility(isVisible) }
    }

    /// Once: the modules hear nothing after it.
    func containerDidClose() {
        guard !isClosed else { return }
        isClosed = true
        let closing = entries
        entries.removeAll()
        for entry in closing { entry.module.containerDidClose() }
    }
}
