// Declarations only: the AppKit API HybridWKWebView uses on macOS, as Apple documents it
// (NSView, NSImage.cgImage(forProposedRect:context:hints:), NSBitmapImageRep(cgImage:),
// representation(using:properties:); checked 2026-11-22. The shell's view controller,
// window, progress indicator, label and application notifications; checked 2026-11-24).
@_exported import CoreGraphics

@MainActor
open class NSResponder: NSObject {}

@MainActor
open class NSView: NSResponder {
    public init(frame frameRect: NSRect) { fatalError("declaration only") }
    public required init?(coder: NSCoder) { fatalError("declaration only") }

    open var frame: NSRect { get { fatalError("declaration only") } set {} }
    open var bounds: NSRect { get { fatalError("declaration only") } set {} }
    open var isHidden: Bool { get { fatalError("declaration only") } set {} }
    open var isFlipped: Bool { fatalError("declaration only") }
    open var window: NSWindow? { fatalError("declaration only") }

    open func addSubview(_ view: NSView) { fatalError("declaration only") }
    open func removeFromSuperview() { fatalError("declaration only") }
}

@MainActor
open class NSWindow: NSResponder {
    @available(macOS 11.0, *)
    open var subtitle: String { get { fatalError("declaration only") } set {} }
    open var contentViewController: NSViewController? { get { fatalError("declaration only") } set {} }
    /// The sheet attached to the window, if any; a second one would wait behind it.
    open var attachedSheet: NSWindow? { fatalError("declaration only") }
    open func close() { fatalError("declaration only") }
    @available(macOS 10.9, *)
    open func endSheet(_ sheetWindow: NSWindow, returnCode: NSApplication.ModalResponse) { fatalError("declaration only") }
}

@MainActor
open class NSViewController: NSResponder {
    public init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) { fatalError("declaration only") }
    public required init?(coder: NSCoder) { fatalError("declaration only") }

    open var view: NSView { get { fatalError("declaration only") } set {} }
    open var isViewLoaded: Bool { fatalError("declaration only") }
    open var title: String? { get { fatalError("declaration only") } set {} }
    open var presentingViewController: NSViewController? { fatalError("declaration only") }
    @available(macOS 10.10, *)
    open var children: [NSViewController] { get { fatalError("declaration only") } set {} }

    open func loadView() { fatalError("declaration only") }
    open func viewDidLayout() { fatalError("declaration only") }
    open func viewWillAppear() { fatalError("declaration only") }
    @available(macOS 10.10, *)
    open func viewDidAppear() { fatalError("declaration only") }
    open func viewDidDisappear() { fatalError("declaration only") }
    /// `@IBAction func dismiss(_ sender: Any?)` (dismissController:).
    open func dismiss(_ sender: Any?) { fatalError("declaration only") }
    @available(macOS 10.10, *)
    open func addChild(_ childViewController: NSViewController) { fatalError("declaration only") }
    @available(macOS 10.10, *)
    open func removeFromParent() { fatalError("declaration only") }
    @available(macOS 10.10, *)
    open func presentAsSheet(_ viewController: NSViewController) { fatalError("declaration only") }
}

/// Only its `Name` appears, in NSViewController's initializer.
open class NSNib: NSObject {
    public typealias Name = String
}

/// NSTextAlignment as AppKit defines it: center is 2 here, 1 in UIKit.
public enum NSTextAlignment: Int, @unchecked Sendable {
    case left = 0
    case right = 1
    case center = 2
    case justified = 3
    case natural = 4
}

@MainActor
open class NSControl: NSView {
    open var stringValue: String { get { fatalError("declaration only") } set {} }
    open var alignment: NSTextAlignment { get { fatalError("declaration only") } set {} }
}

@MainActor
open class NSTextField: NSControl {
    @available(macOS 10.12, *)
    public convenience init(wrappingLabelWithString stringValue: String) { fatalError("declaration only") }
    @available(macOS 10.12, *)
    public convenience init(string stringValue: String) { fatalError("declaration only") }
    open var drawsBackground: Bool { get { fatalError("declaration only") } set {} }
    /// `@NSCopying` in the SDK.
    open var backgroundColor: NSColor? { get { fatalError("declaration only") } set {} }
    open var textColor: NSColor? { get { fatalError("declaration only") } set {} }
}

/// Only as what `NSAlert.addButton(withTitle:)` returns.
@MainActor
open class NSButton: NSControl {}

@MainActor
open class NSAlert: NSObject {
    open var messageText: String { get { fatalError("declaration only") } set {} }
    open var informativeText: String { get { fatalError("declaration only") } set {} }
    @available(macOS 10.5, *)
    open var accessoryView: NSView? { get { fatalError("declaration only") } set {} }
    open var window: NSWindow { fatalError("declaration only") }
    open func addButton(withTitle title: String) -> NSButton { fatalError("declaration only") }
    @available(macOS 10.9, *)
    open func beginSheetModal(for sheetWindow: NSWindow, completionHandler handler: ((NSApplication.ModalResponse) -> Void)? = nil) {
        fatalError("declaration only")
    }
}

@MainActor
open class NSProgressIndicator: NSView {
    public enum Style: UInt, @unchecked Sendable {
        case bar = 0
        case spinning = 1
    }

    open var style: NSProgressIndicator.Style { get { fatalError("declaration only") } set {} }
    open var isIndeterminate: Bool { get { fatalError("declaration only") } set {} }
    open var minValue: Double { get { fatalError("declaration only") } set {} }
    open var maxValue: Double { get { fatalError("declaration only") } set {} }
    /// Declared on NSProgressIndicator in the SDK (it is not an NSControl).
    open var doubleValue: Double { get { fatalError("declaration only") } set {} }
    open func startAnimation(_ sender: Any?) { fatalError("declaration only") }
    open func stopAnimation(_ sender: Any?) { fatalError("declaration only") }
}

@MainActor
open class NSApplication: NSResponder {
    /// `class let` in Apple's documentation (main-actor isolated, unlike UIKit's,
    /// which are `nonisolated`); Swift source cannot write a class stored property,
    /// and `static` reads the same.
    public static let didBecomeActiveNotification = NSNotification.Name("NSApplicationDidBecomeActiveNotification")
    public static let didResignActiveNotification = NSNotification.Name("NSApplicationDidResignActiveNotification")
}

extension NSApplication {
    /// NSModalResponse, an `NSInteger` type imported as a struct: values from NSApplication.h and NSAlert.h.
    public struct ModalResponse: Hashable, RawRepresentable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let cancel = ModalResponse(rawValue: 0)
        /// The rightmost button of an alert; the next ones count up from it.
        public static var alertFirstButtonReturn: ModalResponse { ModalResponse(rawValue: 1000) }
    }
}

@MainActor
open class NSGraphicsContext: NSObject {}

open class NSImageRep: NSObject {
    public struct HintKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// Sendable since macOS 14 in the SDK; not main-actor isolated.
open class NSImage: NSObject, @unchecked Sendable {
    open func cgImage(forProposedRect proposedDestRect: UnsafeMutablePointer<NSRect>?, context referenceContext: NSGraphicsContext?,
                      hints: [NSImageRep.HintKey: Any]?) -> CGImage? { fatalError("declaration only") }
}

open class NSBitmapImageRep: NSImageRep {
    public enum FileType: UInt, @unchecked Sendable {
        case tiff = 0
        case bmp = 1
        case gif = 2
        case jpeg = 3
        case png = 4
        case jpeg2000 = 5
    }

    public struct PropertyKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public init(cgImage: CGImage) { fatalError("declaration only") }

    open func representation(using storageType: FileType, properties: [PropertyKey: Any]) -> Data? {
        fatalError("declaration only")
    }
}

/// Only the sRGB colour initializer the adapter uses (`+colorWithSRGBRed:green:blue:alpha:`).
open class NSColor: NSObject {
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError("declaration only") }
    open class var white: NSColor { fatalError("declaration only") }
}

// MARK: First-party modules (HybridModules)

/// Not main-actor isolated in the SDK.
open class NSPasteboard: NSObject {
    /// NSPasteboardType, an `NSString` typed extensible enum.
    public struct PasteboardType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// NSPasteboardTypeString (`public.utf8-plain-text`).
        public static let string = PasteboardType(rawValue: "public.utf8-plain-text")
    }

    open class var general: NSPasteboard { fatalError("declaration only") }
    @discardableResult
    open func clearContents() -> Int { fatalError("declaration only") }
    open func setString(_ string: String, forType dataType: NSPasteboard.PasteboardType) -> Bool { fatalError("declaration only") }
    open func string(forType dataType: NSPasteboard.PasteboardType) -> String? { fatalError("declaration only") }
}
