import Foundation
import HybridCore
import HybridVocabulary

/// A container delegate for real-engine policy tests: records what the
/// container hands to the app, and answers responses and new containers as told.
@MainActor
final class PolicyRecorder: WebContainerDelegate {
    var openedExternally: [(url: URL?, action: NavigationAction)] = []
    var responses: [NavigationResponse] = []
    var responseAnswer: ((NavigationResponse) -> NavigationPolicy)?
    var makeContainer: (() -> WebContainer?)?
    var madeContainers: [WebContainer] = []

    func container(_ container: WebContainer, openExternally action: NavigationAction) {
        openedExternally.append((action.request.url, action))
    }

    func container(_ container: WebContainer, decidePolicyFor response: NavigationResponse) async -> NavigationPolicy {
        responses.append(response)
        return responseAnswer?(response) ?? (response.isShowable ? .allow : .cancel)
    }

    func container(_ container: WebContainer, makeContainerFor action: NavigationAction) -> WebContainer? {
        guard let made = makeContainer?() else { return nil }
        madeContainers.append(made)
        return made
    }
}
