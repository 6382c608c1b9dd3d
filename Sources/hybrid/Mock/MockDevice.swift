import Foundation
import HybridCore
import HybridVocabulary

/// How `hybrid run` answers what a page asks of the device: the files a file
/// input gets, the permissions granted, and the position pages see.
struct MockDevice: Equatable {
    /// Files every file input gets (at most the first for one without `multiple`); none cancels.
    var files: [URL] = []
    /// Kinds granted; every other request is denied.
    var granted: Set<PermissionRequest.Kind> = []
    var position: GeolocationPosition?
    /// Credentials by host for HTTP Basic and Digest challenges; other hosts are cancelled.
    var credentials: [String: AuthenticationChallenge.Credential] = [:]

    /// The host's credential, once: a retry (the server refused it) is cancelled, so a wrong password cannot loop.
    func answer(_ challenge: AuthenticationChallenge) -> AuthenticationChallenge.Credential? {
        guard !challenge.isRetry else { return nil }
        return credentials[challenge.host.lowercased()]
    }

    /// A single input gets one file; more would be refused as a bad answer.
    func files(for request: FileChooserRequest) -> [URL]? {
        guard !files.isEmpty else { return nil }
        return request.allowsMultiple ? files : [files[0]]
    }

    func decide(_ request: PermissionRequest) -> PermissionRequest.Decision {
        request.kinds.isSubset(of: granted) ? .grant : .deny
    }
}
