/// Answers the requests of a custom scheme (`app://…`) in place of the network.
///
/// Register it with `WebEngine.registerURLScheme(_:handler:)` before the
/// engine makes its first view: engines fix their schemes when a view's
/// configuration is built. The engine calls it off the main actor, so file
/// work never stalls the page, and streams the body it returns, so a large
/// file is never held in memory whole. It always answers: failures are
/// statuses (404, 416, 500), never thrown, so every request settles.
public protocol URLSchemeHandler: Sendable {
    func response(for request: URLSchemeRequest) async -> URLSchemeResponse

    /// An answer that needs no waiting, given on the engine's thread as the
    /// request arrives: for a small file that is already checked, the hops to
    /// and from ``response(for:)`` cost more than the read. `nil` (the default)
    /// sends the request to ``response(for:)``.
    func immediateResponse(for request: URLSchemeRequest) -> URLSchemeResponse?
}

extension URLSchemeHandler {
    public func immediateResponse(for request: URLSchemeRequest) -> URLSchemeResponse? { nil }
}
