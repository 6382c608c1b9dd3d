import HybridCore
import SwiftUI

/// A ``Navigator`` in SwiftUI: a `NavigationStack` whose path is the
/// navigator's main stack, each page a ``HybridWebView`` of its container, and
/// the modal stack in a sheet with Done.
///
/// ```swift
/// HybridNavigationStack(navigator: navigator)
///     .task { try? await navigator.route(startURL) }
/// ```
///
/// The navigator decides; the paths follow it. Going back in SwiftUI (the swipe,
/// Back, the back menu) pops the navigator to match, and swiping the sheet away
/// or Done closes its modal stack. A page closing itself is popped; the root's
/// close goes to `onClose`. On iOS each page also has its own bar (see
/// ``HybridWebView``): configure the pool's containers with a hidden bar, or
/// hide SwiftUI's, so one shows. Script dialogs go to each container's delegate.
@available(iOS 16.0, macOS 13.0, *)
public struct HybridNavigationStack: View {
    @StateObject private var model: NavigatorModel
    private let onClose: (@MainActor () -> Void)?

    /// Shows `navigator`'s stacks; `onClose` is called when its root page closed.
    public init(navigator: Navigator, onClose: (@MainActor () -> Void)? = nil) {
        _model = StateObject(wrappedValue: NavigatorModel(navigator: navigator))
        self.onClose = onClose
    }

    /// The main stack, and the modal one as a sheet over it. Each root is drawn
    /// with its container's identity, so a new root is a new page view, never the
    /// old one kept by SwiftUI (``NavigatorPaths``).
    public var body: some View {
        NavigationStack(path: $model.mainPath) {
            model.paths.mainRoot.map { page(for: $0).id($0.id) }
                .navigationDestination(for: NavigatorPage.self) { page(for: $0) }
        }
        .sheet(isPresented: $model.showsModal) {
            NavigationStack(path: $model.modalPath) {
                model.paths.modalRoot.map { page(for: $0).id($0.id) }
                    .navigationDestination(for: NavigatorPage.self) { page(for: $0) }
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) { Button("Done") { model.pops.dismissModal() } }
                    }
            }
        }
    }

    /// A page's view; its closing itself is popped, or, for the root, told to `onClose`.
    private func page(for page: NavigatorPage) -> HybridWebView {
        HybridWebView(container: page.container) { [model, onClose] in
            model.pops.pageClosed(page.container) { onClose?() }
        }
    }
}
