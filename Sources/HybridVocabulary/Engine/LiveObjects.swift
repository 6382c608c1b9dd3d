/// How many containers and engine views are alive, counted by their inits and
/// deinits: what a soak run reads to prove nothing leaks over hours of use.
@MainActor
package enum LiveObjects {
    public private(set) static var containers = 0
    public private(set) static var engineViews = 0

    package static func containerMade() { containers += 1 }
    package static func containerGone() { containers -= 1 }
    /// Engines call these from their view's init and deinit.
    public static func engineViewMade() { engineViews += 1 }
    public static func engineViewGone() { engineViews -= 1 }
}
