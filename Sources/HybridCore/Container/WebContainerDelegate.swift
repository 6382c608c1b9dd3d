import Foundation
import HybridVocabulary

/// What an app hears from a ``WebContainer``, every role in one object:
/// ``WebContainer/NavigationDelegate``, ``WebContainer/DialogDelegate``,
/// ``WebContainer/DownloadDelegate`` and ``WebContainer/RecoveryDelegate``. Every
/// method has a default. Setting ``WebContainer/delegate`` sets each role; an app
/// (or a shell) that answers one role only sets that role's delegate in the
/// ``ContainerConfiguration``, and each part of the container asks only its own role.
@MainActor
public protocol WebContainerDelegate: WebContainer.NavigationDelegate, WebContainer.DialogDelegate,
    WebContainer.DownloadDelegate, WebContainer.RecoveryDelegate {}
