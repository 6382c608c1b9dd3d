/// How many times the main frame's load was started again to add or remove
/// common parameters since the last commit: a few per page at most, so a
/// server that drops the parameters cannot make the container loop.
@MainActor
final class CommonParameterReissues: ContainerFeature {
    static let limit = 5
    private(set) var count = 0

    func install(on view: any WebEngineView) throws {}

    /// Takes one reissue; `false` once the page has used them up.
    func take() -> Bool {
        guard count < Self.limit else { return false }
        count += 1
        return true
    }

    func pageDidNavigate(_ event: NavigationEvent) {
        if case .committed = event { count = 0 }
    }
}
