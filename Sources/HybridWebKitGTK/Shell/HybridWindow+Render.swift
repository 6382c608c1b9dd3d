import CWebKitGTK
import HybridCore

extension HybridWindow {
    /// Draws what the container's chrome says now.
    func render() {
        guard !isClosed else { return }
        let chrome = container.chrome
        // A window's Back on the first page closes it, so Back is always there to press.
        widgets.render(chrome, page: "page", backShown: chrome.showsBackButton(closingGoesBack: true), placement: &headerPlacement)
        gtk_widget_set_visible(widgets.close, chrome.showsCloseButton ? 1 : 0)
    }
}
