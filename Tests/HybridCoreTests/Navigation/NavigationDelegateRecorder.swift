import Foundation
import HybridCore
import HybridVocabulary

/// A container delegate for policy tests: records what was handed out and answers as told.
@MainActor
final class NavigationDelegateRecorder: WebContainerDelegate {
    var openedExternally: [(url: URL?, action: NavigationAction)] = []
    var askedActions: [NavigationAction] = []
    var askedResponses: [NavigationResponse] = []
    var responseAnswer: NavigationPolicy?
    var madeContainer: WebContainer?
    /// How many times the app was asked to make a container.
    var containersMade = 0

    func container(_ container: WebContainer, openExternally action: NavigationAction) {
        openedExternally.append((action.request.url, action))
    }

    func container(_ container: WebContainer, decidePolicyFor action: NavigationAction) async -> NavigationPolicy {
        askedActions.append(action)
        return .allow
    }

    func container(_ container: WebContainer, decidePolicyFor response: NavigationResponse) async -> NavigationPolicy {
        askedResponses.append(response)
        return responseAnswer ?? (response.isShowable ? .allow : .download)
    }

    func container(_ container: WebContainer, makeContainerFor action: NavigationAction) -> WebContainer? {
        containersMade += 1
        return madeContainer
    }
}
