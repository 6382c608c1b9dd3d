/// One link of the navigation policy chain. Returning `nil` passes the question on.
@MainActor
public protocol NavigationHandler: AnyObject {
    func decide(_ action: NavigationAction, in container: WebContainer) async -> NavigationPolicy?
}
