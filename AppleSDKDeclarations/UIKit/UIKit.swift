// Declarations only: the UIKit API HybridWKWebView uses, as Apple documents it.
@_exported import CoreGraphics

@MainActor
open class UIResponder: NSObject {
    /// `class let` in the SDK (UIWindow.h), as UIApplication's names are.
    nonisolated public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    /// `UIKeyboardFrameEndUserInfoKey`: an `NSValue` holding the keyboard's frame in screen coordinates.
    nonisolated public static let keyboardFrameEndUserInfoKey: String = "UIKeyboardFrameEndUserInfoKey"
    /// `UIKeyboardIsLocalUserInfoKey` (iOS 9): an `NSNumber` Bool, false for another app's keyboard (Split View, Slide Over).
    nonisolated public static let keyboardIsLocalUserInfoKey: String = "UIKeyboardIsLocalUserInfoKey"
}

/// A coordinate space: a screen's, or any view's (UIView adopts it). Main-actor as UIKit marks it.
@MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

@MainActor
open class UIScreen: NSObject {
    /// The screen's coordinate space, in which the keyboard's frame is given (iOS 8).
    open var coordinateSpace: any UICoordinateSpace { fatalError("declaration only") }
}

/// A C struct in the SDK.
public struct UIEdgeInsets: Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError("declaration only") }
}

@MainActor
open class UIView: UIResponder {
    public init(frame: CGRect) { fatalError("declaration only") }
    public required init?(coder: NSCoder) { fatalError("declaration only") }

    open var frame: CGRect { get { fatalError("declaration only") } set {} }
    open var bounds: CGRect { get { fatalError("declaration only") } set {} }
    open var isHidden: Bool { get { fatalError("declaration only") } set {} }
    /// `@NSCopying var backgroundColor: UIColor?` in the SDK.
    open var backgroundColor: UIColor? { get { fatalError("declaration only") } set {} }
    open var isOpaque: Bool { get { fatalError("declaration only") } set {} }
    open var safeAreaInsets: UIEdgeInsets { fatalError("declaration only") }
    open var window: UIWindow? { fatalError("declaration only") }

    open func addSubview(_ view: UIView) { fatalError("declaration only") }
    open func removeFromSuperview() { fatalError("declaration only") }
    open func setNeedsLayout() { fatalError("declaration only") }
    open func layoutSubviews() { fatalError("declaration only") }
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError("declaration only") }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError("declaration only") }
}

extension UIView: UICoordinateSpace {
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { fatalError("declaration only") }
}

@MainActor
open class UIWindow: UIView {
    /// `var screen: UIScreen` (iOS 3.2); the window scene's screen since iOS 13.
    open var screen: UIScreen { get { fatalError("declaration only") } set {} }
}

/// Sendable in the SDK; not declared so here (stricter, and nothing needs it).
open class UIColor: NSObject {
    open class var systemBackground: UIColor { fatalError("declaration only") }
    open class var white: UIColor { fatalError("declaration only") }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError("declaration only") }
}

/// NSTextAlignment as UIKit defines it (NSText.h): center is 1 on iOS, 2 in AppKit.
public enum NSTextAlignment: Int, @unchecked Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

@MainActor
open class UILabel: UIView {
    open var text: String? { get { fatalError("declaration only") } set {} }
    /// `null_resettable` in the SDK.
    open var textColor: UIColor! { get { fatalError("declaration only") } set {} }
    open var numberOfLines: Int { get { fatalError("declaration only") } set {} }
    open var textAlignment: NSTextAlignment { get { fatalError("declaration only") } set {} }
}

@MainActor
open class UIControl: UIView {
    /// UIControlEvents; only the event the shell uses is declared.
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let valueChanged = UIControl.Event(rawValue: 1 << 12)
    }

    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError("declaration only") }
}

/// UIRefreshControl.h: a spinner a pull on its scroll view starts (`valueChanged`).
@MainActor
open class UIRefreshControl: UIControl {
    public init() { fatalError("declaration only") }
    public required init?(coder: NSCoder) { fatalError("declaration only") }
    open var isRefreshing: Bool { fatalError("declaration only") }
    open func beginRefreshing() { fatalError("declaration only") }
    open func endRefreshing() { fatalError("declaration only") }
}

@MainActor
open class UIButton: UIControl {
    /// UIButtonType's iOS cases (`plain` is tvOS only).
    public enum ButtonType: Int, @unchecked Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7
    }

    @available(iOS 14.0, *)
    @preconcurrency
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) { fatalError("declaration only") }
}

@MainActor
open class UIProgressView: UIView {
    public enum Style: Int, @unchecked Sendable {
        case `default` = 0
        case bar = 1
    }

    /// Not a designated initializer in the SDK, so imported as a convenience one.
    public convenience init(progressViewStyle style: UIProgressView.Style) { fatalError("declaration only") }
    open var progress: Float { get { fatalError("declaration only") } set {} }
    open func setProgress(_ progress: Float, animated: Bool) { fatalError("declaration only") }
}

@MainActor
open class UIScrollView: UIView {
    public enum ContentInsetAdjustmentBehavior: Int, @unchecked Sendable {
        case automatic = 0
        case scrollableAxes = 1
        case never = 2
        case always = 3
    }

    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior {
        get { fatalError("declaration only") } set {}
    }
    open var contentInset: UIEdgeInsets { get { fatalError("declaration only") } set {} }
    open var isScrollEnabled: Bool { get { fatalError("declaration only") } set {} }
    open var bounces: Bool { get { fatalError("declaration only") } set {} }
    @available(iOS 10.0, *)
    open var refreshControl: UIRefreshControl? { get { fatalError("declaration only") } set {} }
}

// MARK: Actions, menus, bar items

@MainActor
open class UIMenuElement: NSObject {
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    public enum State: Int, @unchecked Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }
}

/// Only in the signature of the bar button item initializer used.
@MainActor
open class UIMenu: UIMenuElement {}

public typealias UIActionHandler = (UIAction) -> Void

@MainActor
open class UIAction: UIMenuElement {
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The iOS 13 form, the one a package with an iOS 16 minimum resolves to
    /// (iOS 17 added one with `subtitle` and `selectedImage`).
    @preconcurrency
    public convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
                            discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                            state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) { fatalError("declaration only") }
}

@MainActor
open class UIBarItem: NSObject {}

@MainActor
open class UITabBarItem: UIBarItem {
    public convenience init(title: String?, image: UIImage?, tag: Int) { fatalError("declaration only") }
}

@MainActor
open class UIBarButtonItem: UIBarItem {
    @available(iOS 14.0, *)
    @preconcurrency
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        fatalError("declaration only")
    }
}

@MainActor
open class UIBarAppearance: NSObject {
    /// A convenience initializer in the SDK; designated here, where it would otherwise clash with NSObject's.
    public override init() { fatalError("declaration only") }
    open func configureWithDefaultBackground() { fatalError("declaration only") }
    open func configureWithTransparentBackground() { fatalError("declaration only") }
}

@MainActor
open class UINavigationBarAppearance: UIBarAppearance {}

@MainActor
open class UINavigationItem: NSObject {
    open var title: String? { get { fatalError("declaration only") } set {} }
    @available(iOS 26.0, *)
    open var subtitle: String? { get { fatalError("declaration only") } set {} }
    open var hidesBackButton: Bool { get { fatalError("declaration only") } set {} }
    open var leftBarButtonItems: [UIBarButtonItem]? { get { fatalError("declaration only") } set {} }
    open var rightBarButtonItems: [UIBarButtonItem]? { get { fatalError("declaration only") } set {} }
    /// `@NSCopying` in the SDK, as is `scrollEdgeAppearance`.
    open var standardAppearance: UINavigationBarAppearance? { get { fatalError("declaration only") } set {} }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { get { fatalError("declaration only") } set {} }
}

// MARK: View controllers and the application

@MainActor
open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError("declaration only") }
    public required init?(coder: NSCoder) { fatalError("declaration only") }

    open var view: UIView! { get { fatalError("declaration only") } set {} }
    open var viewIfLoaded: UIView? { fatalError("declaration only") }
    open var navigationItem: UINavigationItem { fatalError("declaration only") }
    open var navigationController: UINavigationController? { fatalError("declaration only") }
    /// Implicitly unwrapped in the SDK: one is made on first read.
    open var tabBarItem: UITabBarItem! { get { fatalError("declaration only") } set {} }
    /// The container view controller this one is a child of (iOS 5).
    open var parent: UIViewController? { fatalError("declaration only") }
    open var presentingViewController: UIViewController? { fatalError("declaration only") }
    open var presentedViewController: UIViewController? { fatalError("declaration only") }
    /// The SDK's own note: reading it before presenting makes one for the current style.
    open var presentationController: UIPresentationController? { fatalError("declaration only") }
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { fatalError("declaration only") }
    open var popoverPresentationController: UIPopoverPresentationController? { fatalError("declaration only") }

    open func viewDidLoad() { fatalError("declaration only") }
    open func viewDidLayoutSubviews() { fatalError("declaration only") }
    open func viewWillAppear(_ animated: Bool) { fatalError("declaration only") }
    open func viewDidAppear(_ animated: Bool) { fatalError("declaration only") }
    open func viewDidDisappear(_ animated: Bool) { fatalError("declaration only") }
    open func didReceiveMemoryWarning() { fatalError("declaration only") }
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError("declaration only") }
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        fatalError("declaration only")
    }
}

@MainActor
open class UITabBarController: UIViewController {
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError("declaration only") }
    public required init?(coder: NSCoder) { fatalError("declaration only") }

    /// `weak var` in the SDK.
    open var delegate: (any UITabBarControllerDelegate)? { get { fatalError("declaration only") } set {} }
    open var viewControllers: [UIViewController]? { get { fatalError("declaration only") } set {} }
    open var selectedIndex: Int { get { fatalError("declaration only") } set {} }
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { fatalError("declaration only") }
}

/// Its methods are optional in the SDK; the one the shell implements is declared required.
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

@MainActor
open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { fatalError("declaration only") }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError("declaration only") }
    public required init?(coder: NSCoder) { fatalError("declaration only") }

    /// `weak var` in the SDK.
    open var delegate: (any UINavigationControllerDelegate)? { get { fatalError("declaration only") } set {} }
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { fatalError("declaration only") }
    open var viewControllers: [UIViewController] { get { fatalError("declaration only") } set {} }
    open var topViewController: UIViewController? { fatalError("declaration only") }
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { fatalError("declaration only") }
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { fatalError("declaration only") }
}

/// Its methods are optional in the SDK; the one the shell implements is declared required.
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

// MARK: Presentations, transitions and alerts

/// Its methods are optional in the SDK; the one the shell implements is declared required.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

@MainActor
open class UIPresentationController: NSObject {
    /// `weak var` in the SDK.
    open var delegate: (any UIAdaptivePresentationControllerDelegate)? { get { fatalError("declaration only") } set {} }
}

/// None of its members are used; it is the type of the completion's argument.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {}

/// `completion` defaults to `nil` in the SDK; a protocol requirement written in Swift cannot say so.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

@MainActor
open class UIGestureRecognizer: NSObject {
    /// `weak var` in the SDK.
    open var delegate: (any UIGestureRecognizerDelegate)? { get { fatalError("declaration only") } set {} }
}

/// Its methods are optional in the SDK; the one the shell implements is declared required.
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

@MainActor
open class UITextField: UIControl {
    open var text: String? { get { fatalError("declaration only") } set {} }
}

@MainActor
open class UIAlertAction: NSObject {
    public enum Style: Int, @unchecked Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        fatalError("declaration only")
    }
}

@MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, @unchecked Sendable {
        case actionSheet = 0
        case alert = 1
    }

    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) { fatalError("declaration only") }
    open var textFields: [UITextField]? { fatalError("declaration only") }
    open func addAction(_ action: UIAlertAction) { fatalError("declaration only") }
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) { fatalError("declaration only") }
}

@MainActor
open class UIApplication: UIResponder {
    /// `nonisolated class let` in Apple's documentation; Swift source cannot
    /// write a class stored property, and `static` reads the same.
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
}

// MARK: Images

/// Not main-actor isolated, and Sendable in the SDK.
open class UIImage: NSObject, @unchecked Sendable {
    open var cgImage: CGImage? { fatalError("declaration only") }
}

extension UIImage {
    /// UIImagePNGRepresentation, imported as a method.
    public func pngData() -> Data? { fatalError("declaration only") }
}

// MARK: First-party modules (HybridModules)

@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView? { get { fatalError("declaration only") } set {} }
    open var sourceRect: CGRect { get { fatalError("declaration only") } set {} }
}

@MainActor
open class UIActivityIndicatorView: UIView {
    /// UIActivityIndicatorViewStyle; `medium` and `large` since iOS 13 (the older styles are deprecated).
    public enum Style: Int, @unchecked Sendable {
        case medium = 100
        case large = 101
    }

    public init(style: UIActivityIndicatorView.Style) { fatalError("declaration only") }
    public required init(coder: NSCoder) { fatalError("declaration only") }
    open func startAnimating() { fatalError("declaration only") }
    open func stopAnimating() { fatalError("declaration only") }
}

/// UIActivity; only its type name is used.
@MainActor
open class UIActivity: NSObject {
    /// UIActivityType, an `NSString` typed extensible enum.
    public struct ActivityType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

@MainActor
open class UIActivityViewController: UIViewController {
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) { fatalError("declaration only") }
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("declaration only") }
    open var completionWithItemsHandler: UIActivityViewController.CompletionWithItemsHandler? { get { fatalError("declaration only") } set {} }
}

@MainActor
open class UIFeedbackGenerator: NSObject {
    open func prepare() { fatalError("declaration only") }
}

@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// UIImpactFeedbackStyle.
    public enum FeedbackStyle: Int, @unchecked Sendable {
        case light = 0
        case medium = 1
        case heavy = 2
        case soft = 3
        case rigid = 4
    }

    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) { fatalError("declaration only") }
    open func impactOccurred() { fatalError("declaration only") }
}

/// Not main-actor isolated in the SDK.
open class UIPasteboard: NSObject {
    open class var general: UIPasteboard { fatalError("declaration only") }
    open var string: String? { get { fatalError("declaration only") } set {} }
}
