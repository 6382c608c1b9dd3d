/// An object held without keeping it alive: the one weak box of the package, for a
/// list of views an engine made and, in WebKitGTK, a signal's user data.
package final class WeakBox<Target: AnyObject> {
    package weak var target: Target?

    package init(_ target: Target) { self.target = target }
}
