import CWebKitGTK
import Foundation
import HybridVocabulary

extension ShellWidgets {
    /// The whole window as a person sees it (header, progress, page or error view), as PNG bytes.
    func screenshotPNG() throws -> Data { try Self.screenshotPNG(of: window) }

    /// A toplevel `window` as a person sees it, as PNG bytes.
    static func screenshotPNG(of window: Widget) throws -> Data {
        guard gtk_widget_get_mapped(window) != 0 else {
            throw EngineError.operationFailed("the window is not on screen: call show() first")
        }
        // A change just rendered may not be laid out yet; drawing needs it laid out.
        gtk_container_check_resize(hk_container(window))
        let width = gtk_widget_get_allocated_width(window)
        let height = gtk_widget_get_allocated_height(window)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
            throw EngineError.operationFailed("no image surface for \(width)×\(height)")
        }
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)
        gtk_widget_draw(window, context)
        cairo_destroy(context)
        return try CairoPNG.encode(surface)
    }
}
