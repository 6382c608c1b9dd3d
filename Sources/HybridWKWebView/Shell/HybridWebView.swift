import HybridCore
import SwiftUI

#if canImport(UIKit)
import UIKit

/// A ``HybridViewController`` in SwiftUI, inside a navigation controller of its
/// own, so its bar (title, Back, Close, the page's buttons) shows as configured.
/// Inside a `NavigationStack`, hide SwiftUI's bar or configure the container's
/// bar as `.hidden`, so one bar shows.
///
/// ```swift
/// HybridWebView(container: container) { showsPage = false }
/// ```
public struct HybridWebView: UIViewControllerRepresentable {
    public let container: WebContainer
    /// Called once the container closed (its page, Back on the first page, or Close asked).
    public var onClose: (@MainActor () -> Void)?

    /// A container of another engine, or one already closed, shows nothing.
    public init(container: WebContainer, onClose: (@MainActor () -> Void)? = nil) {
        self.container = container
        self.onClose = onClose
    }

    public func makeUIViewController(context: Context) -> UINavigationController {
        let controller = HybridViewController(container: container, webView: try? HybridViewController.webView(of: container))
        controller.onClose = onClose
        return UINavigationController(rootViewController: controller)
    }

    /// Another container in the same place (SwiftUI kept this view for a new page)
    /// gets a controller of its own: the old one would go on showing the old page.
    public func updateUIViewController(_ navigationController: UINavigationController, context: Context) {
        if let controller = navigationController.viewControllers.first as? HybridViewController, controller.container === container {
            if !controller.isClosed { controller.onClose = onClose }
            return
        }
        let controller = HybridViewController(container: container, webView: try? HybridViewController.webView(of: container))
        controller.onClose = onClose
        navigationController.setViewControllers([controller], animated: false)
    }
}
#elseif canImport(AppKit)
import AppKit

/// A ``HybridViewController`` in SwiftUI: the page, its progress and its error
/// message. The buttons are the SwiftUI view's own (see ``HybridViewController``).
public struct HybridWebView: NSViewControllerRepresentable {
    public let container: WebContainer
    /// Called once the container closed (the page or the app asked).
    public var onClose: (@MainActor () -> Void)?

    /// A container of another engine, or one already closed, shows nothing.
    public init(container: WebContainer, onClose: (@MainActor () -> Void)? = nil) {
        self.container = container
        self.onClose = onClose
    }

    public func makeNSViewController(context: Context) -> HybridViewController {
        let controller = HybridViewController(container: container, webView: try? HybridViewController.webView(of: container))
        controller.onClose = onClose
        return controller
    }

    /// SwiftUI keeps the controller when this view names another container: the
    /// page is drawn with its container's identity (`.id`) so that a new one is made.
    public func updateNSViewController(_ controller: HybridViewController, context: Context) {
        guard !controller.isClosed, controller.container === container else { return }
        controller.onClose = onClose
    }
}
#endif
