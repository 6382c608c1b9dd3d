#if canImport(UIKit)
import Foundation
import HybridCore
import UIKit

/// What a ``HybridViewController`` shows over the page for the first-party
/// modules: a toast above the bottom edge that goes after its duration, a large
/// spinner with an optional title, and the slots of an open action sheet and
/// share sheet (``ShellSheetSlot``), each answered once by its own buttons
/// (`nil`, cancelled, when the controller closes).
@MainActor
final class ModuleViews {
    private var toast: UILabel?
    private var toastShown = 0
    private var spinner: UIActivityIndicatorView?
    private var spinnerTitle: UILabel?
    let sheet = ShellSheetSlot<Int>()
    /// `true` shared, `false` cancelled; `nil` the controller closed first, or something was presented already.
    let shareSheet = ShellSheetSlot<Bool>()
    /// The action sheet on screen, to take down when its page goes.
    weak var openSheet: UIViewController?

    func showToast(_ text: String, duration: Duration, in view: UIView) {
        toast?.removeFromSuperview()
        toastShown += 1
        let shown = toastShown
        let label = Self.label(text, in: view)
        label.frame.origin.y = view.bounds.maxY - view.safeAreaInsets.bottom - label.frame.height - 72
        view.addSubview(label)
        toast = label
        Task { [weak self] in
            try? await Task.sleep(for: duration)
            guard let self, self.toastShown == shown else { return }
            self.toast?.removeFromSuperview()
            self.toast = nil
        }
    }

    func setLoading(visible: Bool, title: String?, in view: UIView) {
        spinner?.stopAnimating()
        spinner?.removeFromSuperview()
        spinnerTitle?.removeFromSuperview()
        spinner = nil
        spinnerTitle = nil
        guard visible else { return }
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.frame = CGRect(x: view.bounds.midX - 24, y: view.bounds.midY - 24, width: 48, height: 48)
        view.addSubview(spinner)
        spinner.startAnimating()
        self.spinner = spinner
        if let title, !title.isEmpty {
            let label = Self.label(title, in: view)
            label.frame.origin.y = spinner.frame.maxY + 12
            view.addSubview(label)
            spinnerTitle = label
        }
    }

    /// A dark rounded label centred across `view`, sized to its text.
    private static func label(_ text: String, in view: UIView) -> UILabel {
        let label = UILabel(frame: .zero)
        label.text = text
        label.numberOfLines = 0
        label.textAlignment = .center
        label.textColor = .white
        label.backgroundColor = UIColor(red: 0.12, green: 0.12, blue: 0.12, alpha: 0.88)
        let bounds = view.bounds
        let size = label.sizeThatFits(CGSize(width: max(0, min(bounds.width - 80, 320)), height: bounds.height))
        label.frame = CGRect(x: bounds.midX - size.width / 2 - 16, y: 0, width: size.width + 32, height: size.height + 20)
        return label
    }

    /// The controller closed: open sheets answer cancelled, the rest goes.
    func close(in view: UIView?) {
        sheet.cancel()
        shareSheet.cancel()
        toast?.removeFromSuperview()
        if let view { setLoading(visible: false, title: nil, in: view) }
    }
}
#endif
