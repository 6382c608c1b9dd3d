#if !canImport(UIKit) && canImport(AppKit)
import AppKit
import Foundation
import HybridCore

/// What an AppKit ``HybridViewController`` shows over the page for the
/// first-party modules: a toast near the bottom that goes after its duration,
/// a spinner with an optional title, and the slot of an open action sheet
/// (``ShellSheetSlot``), answered once by its own buttons (`nil`, cancelled,
/// when the controller closes).
@MainActor
final class ModuleViews {
    private var toast: NSTextField?
    private var toastShown = 0
    private var spinner: NSProgressIndicator?
    private var spinnerTitle: NSTextField?
    let sheet = ShellSheetSlot<Int>()
    /// The action sheet on screen, to take down when its page goes.
    var openSheet: NSAlert?

    func showToast(_ text: String, duration: Duration, in view: NSView) {
        toast?.removeFromSuperview()
        toastShown += 1
        let shown = toastShown
        let label = Self.label(text, in: view)
        // The view is flipped: y grows downwards.
        label.frame.origin.y = view.bounds.maxY - label.frame.height - 72
        view.addSubview(label)
        toast = label
        Task { [weak self] in
            try? await Task.sleep(for: duration)
            guard let self, self.toastShown == shown else { return }
            self.toast?.removeFromSuperview()
            self.toast = nil
        }
    }

    func setLoading(visible: Bool, title: String?, in view: NSView) {
        spinner?.stopAnimation(nil)
        spinner?.removeFromSuperview()
        spinnerTitle?.removeFromSuperview()
        spinner = nil
        spinnerTitle = nil
        guard visible else { return }
        let spinner = NSProgressIndicator(frame: NSRect(x: view.bounds.midX - 16, y: view.bounds.midY - 16, width: 32, height: 32))
        spinner.style = .spinning
        spinner.isIndeterminate = true
        view.addSubview(spinner)
        spinner.startAnimation(nil)
        self.spinner = spinner
        if let title, !title.isEmpty {
            let label = Self.label(title, in: view)
            label.frame.origin.y = spinner.frame.maxY + 12
            view.addSubview(label)
            spinnerTitle = label
        }
    }

    private static func label(_ text: String, in view: NSView) -> NSTextField {
        let label = NSTextField(wrappingLabelWithString: text)
        label.alignment = .center
        label.textColor = .white
        label.drawsBackground = true
        label.backgroundColor = NSColor(srgbRed: 0.12, green: 0.12, blue: 0.12, alpha: 0.88)
        let width = max(0, min(view.bounds.width - 80, 360))
        label.frame = NSRect(x: view.bounds.midX - width / 2, y: 0, width: width, height: 44)
        return label
    }

    func close(in view: NSView?) {
        sheet.cancel()
        toast?.removeFromSuperview()
        if let view { setLoading(visible: false, title: nil, in: view) }
    }
}
#endif
