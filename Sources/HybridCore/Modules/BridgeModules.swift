import Foundation

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

    func declaration(for namespace: String) -> BridgeModuleDeclaration? {
        entries.first { $0.declaration.namespace == namespace }?.declaration
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
