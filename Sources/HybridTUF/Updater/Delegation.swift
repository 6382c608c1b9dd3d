/// How a targets role was reached: the delegation naming it and the keys its
/// delegator lists. `nil` in its place means the top-level role, signed per root.
struct Delegation: Sendable {
    let role: DelegatedRole
    let keys: [String: TUFKey]
}
