import Foundation
import HybridCore
import HybridVocabulary

extension MockFileParser {
    /// `"files": ["photo.png"]`: paths relative to the mock file's folder, or absolute; each must exist.
    func files(_ value: JSONValue) throws(MockFileError) -> [URL] {
        guard case .array(let entries) = value else { throw fail("files", "must be an array of file paths") }
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        var urls: [URL] = []
        for (index, entry) in entries.enumerated() {
            guard case .string(let path) = entry, !path.isEmpty else { throw fail("files[\(index)]", "must be a non-empty path") }
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else {
                throw fail("files[\(index)]", "\(url.path) is not a file")
            }
            urls.append(url.standardizedFileURL)
        }
        return urls
    }

    /// `"permissions": {"camera": true, "geolocation": false}`: kinds granted; unnamed ones are denied.
    func permissions(_ value: JSONValue) throws(MockFileError) -> Set<PermissionRequest.Kind> {
        let allowed = Set(PermissionRequest.Kind.allCases.map(\.rawValue))
        var granted: Set<PermissionRequest.Kind> = []
        for (name, answer) in try object(value, at: "permissions", allowed: allowed) {
            guard case .bool(let grant) = answer else { throw fail("permissions.\(name)", "must be true or false") }
            if grant, let kind = PermissionRequest.Kind(rawValue: name) { granted.insert(kind) }
        }
        return granted
    }

    /// `"position": {"latitude": 52.5, "longitude": 13.4, "accuracy": 10}`.
    func position(_ value: JSONValue) throws(MockFileError) -> GeolocationPosition {
        let members = try object(value, at: "position", allowed: ["latitude", "longitude", "accuracy"])
        var numbers: [String: Double] = [:]
        for key in ["latitude", "longitude", "accuracy"] {
            guard case .number(let number)? = members[key] else { throw fail("position.\(key)", "must be a number") }
            numbers[key] = number
        }
        do {
            return try GeolocationPosition(latitude: numbers["latitude"]!, longitude: numbers["longitude"]!, accuracy: numbers["accuracy"]!)
        } catch {
            throw fail("position", "\(error)")
        }
    }

    /// `"credentials": {"intranet.example": {"user": "ann", "password": "…"}}`.
    func credentials(_ value: JSONValue) throws(MockFileError) -> [String: AuthenticationChallenge.Credential] {
        var credentials: [String: AuthenticationChallenge.Credential] = [:]
        for (host, entry) in try object(value, at: "credentials") {
            let members = try object(entry, at: "credentials.\(host)", allowed: ["user", "password"])
            guard case .string(let user)? = members["user"], !user.isEmpty else { throw fail("credentials.\(host).user", "must be a non-empty string") }
            guard case .string(let password)? = members["password"] else { throw fail("credentials.\(host).password", "must be a string") }
            credentials[host.lowercased()] = AuthenticationChallenge.Credential(user: user, password: password)
        }
        return credentials
    }
}
