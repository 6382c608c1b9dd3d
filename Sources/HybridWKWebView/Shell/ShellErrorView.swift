#if canImport(UIKit)
import HybridCore
import UIKit

/// The native view over the page for a failed main-frame load: what failed,
/// in words, and Retry. Laid out by hand, centred, as wide as it may be.
@MainActor
final class ShellErrorView: UIView {
    let titleLabel = UILabel(frame: .zero)
    let messageLabel = UILabel(frame: .zero)
    private(set) var retryButton: UIButton!
    var onRetry: (@MainActor () -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        isHidden = true
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            addSubview(label)
        }
        let retry = UIAction(title: "Retry") { [weak self] _ in self?.onRetry?() }
        retryButton = UIButton(type: .system, primaryAction: retry)
        addSubview(retryButton)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("made in code") }

    func show(_ failure: ContainerChrome.Failure?) {
        isHidden = failure == nil
        titleLabel.text = failure?.title
        messageLabel.text = failure?.message
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = 24, spacing: CGFloat = 12
        let width = max(0, min(bounds.width - 2 * margin, 480))
        let fit = CGSize(width: width, height: .greatestFiniteMagnitude)
        let titleHeight = titleLabel.sizeThatFits(fit).height
        let messageHeight = messageLabel.sizeThatFits(fit).height
        let button = retryButton.sizeThatFits(fit)
        let total = titleHeight + spacing + messageHeight + spacing + button.height
        var y = bounds.minY + max(0, (bounds.height - total) / 2)
        let x = bounds.minX + (bounds.width - width) / 2
        titleLabel.frame = CGRect(x: x, y: y, width: width, height: titleHeight)
        y += titleHeight + spacing
        messageLabel.frame = CGRect(x: x, y: y, width: width, height: messageHeight)
        y += messageHeight + spacing
        retryButton.frame = CGRect(x: bounds.minX + (bounds.width - button.width) / 2, y: y, width: button.width, height: button.height)
    }
}
#endif
