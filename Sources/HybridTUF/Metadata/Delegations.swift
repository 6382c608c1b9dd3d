/// The roles a targets role delegates to, in the order they are searched, with the
/// keys that sign for them. Either a list of roles or succinct hash bins (TAP 15).
public struct Delegations: Sendable {
    public let keys: [String: TUFKey]
    public let roles: [DelegatedRole]
    public let succinctRoles: SuccinctRoles?

    init(json: TUFJSON) throws(TUFError) {
        keys = try KeyTable.parse(json["keys"])
        switch (json["roles"], json["succinct_roles"]) {
        case (let list?, nil):
            guard let entries = list.arrayValue else { throw .malformedMetadata("delegations \"roles\" is not a list") }
            var roles: [DelegatedRole] = []
            for entry in entries {
                let role = try DelegatedRole(json: entry)
                guard !roles.contains(where: { $0.name == role.name }) else { throw .malformedMetadata("delegated role \(role.name) appears twice") }
                roles.append(role)
            }
            self.roles = roles
            succinctRoles = nil
        case (nil, let succinct?):
            roles = []
            succinctRoles = try SuccinctRoles(json: succinct)
        default:
            throw .malformedMetadata("delegations need exactly one of \"roles\" and \"succinct_roles\"")
        }
    }

    /// The delegations whose paths cover `targetPath`, in search order.
    func roles(for targetPath: String) -> [DelegatedRole] {
        if let succinctRoles { return [succinctRoles.role(for: targetPath)] }
        return roles.filter { $0.covers(targetPath) }
    }
}
