/// How a feature reaches the app's own code. The app's delegates and navigation
/// handlers are told which container asks, so the link hands them the container;
/// the feature itself never gets it to call (it is given what it uses instead).
@MainActor
struct AppLink {
    private let container: @MainActor () -> WebContainer?

    init(_ container: WebContainer) { self.container = { [weak container] in container } }

    /// `delegate`'s answer, asked about the container; `nil` without a delegate, or once the container is gone.
    func ask<Delegate, Answer>(_ delegate: Delegate?, _ question: @MainActor (Delegate, WebContainer) async throws -> Answer) async rethrows -> Answer? {
        guard let delegate, let container = container() else { return nil }
        return try await question(delegate, container)
    }

    /// Tells `delegate` something about the container, when there is a delegate.
    func tell<Delegate>(_ delegate: Delegate?, _ news: @MainActor (Delegate, WebContainer) -> Void) {
        guard let delegate, let container = container() else { return }
        news(delegate, container)
    }

    /// For the app's navigation handlers, which are handed the container that asks.
    func ask<Answer>(_ question: @MainActor (WebContainer) async -> Answer?) async -> Answer? {
        guard let container = container() else { return nil }
        return await question(container)
    }
}
