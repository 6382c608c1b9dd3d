import HybridVocabulary

/// One step of how a container decides a navigation before its request is sent,
/// or a response before the engine shows it: `nil` passes the question on to the
/// next step. ``ContainerParts`` lists a container's steps in their order.
@MainActor
struct NavigationDecider {
    var action: @MainActor (NavigationAction) async -> NavigationPolicy? = { _ in nil }
    var response: @MainActor (NavigationResponse) async -> NavigationPolicy? = { _ in nil }
}
