import Foundation
import HybridCore

/// The updater's events for pages, as a ``BridgeModule`` that declares them:
/// `package.updateAvailable`, `package.downloaded` and `package.rolledBack`,
/// heard with `hybrid.on(…)`. Install one per container and hand it every event
/// of ``PackageUpdater/events``; those meant for the app only stay with the app.
///
/// ```swift
/// let updates = PackageUpdateModule()
/// try container.bridge.install(updates)
/// Task { for await event in updater.events { await updates.forward(event) } }
/// ```
@MainActor
public final class PackageUpdateModule: BridgeModule {
    public let namespace = "package"
    private var declaration: BridgeModuleDeclaration?

    public init() {}

    public func declare(_ module: BridgeModuleDeclaration) {
        declaration = module
        for event in ["updateAvailable", "downloaded", "rolledBack"] { module.event(event) }
    }

    /// Sends `event` to the page when it is one pages hear; a page that is not
    /// trusted, or gone, hears nothing and the updater goes on.
    public func forward(_ event: PackageUpdateEvent) async {
        guard let declaration, let name = event.bridgeEventName else { return }
        try? await declaration.emit(String(name.dropFirst("package.".count)), event.bridgePayload)
    }
}
