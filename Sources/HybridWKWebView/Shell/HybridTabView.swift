import Combine
import HybridCore
import HybridVocabulary
import SwiftUI

/// ``NavigatorTabs`` in SwiftUI: a `TabView` whose selection is the tabs' selected
/// tab, each tab a ``HybridNavigationStack`` of its navigator once it is made.
///
/// ```swift
/// HybridTabView(tabs: tabs)
///     .task { try? await tabs.select("home") }
/// ```
///
/// Choosing a tab selects it in the tabs (only its page on top is shown; nothing
/// reloads), and the view follows every selection the tabs make (a rule's `"tab"`,
/// a page's `hybrid.navigator.switchTab`).
@available(iOS 16.0, macOS 13.0, *)
public struct HybridTabView: View {
    @StateObject private var model: TabsModel

    public init(tabs: NavigatorTabs) {
        _model = StateObject(wrappedValue: TabsModel(tabs: tabs))
    }

    public var body: some View {
        TabView(selection: $model.selected) {
            ForEach(model.names, id: \.self) { name in
                HybridTabPage(navigator: model.navigator(name))
                    .tabItem { Text(verbatim: name) }
                    .tag(name)
            }
        }
    }
}

/// One tab's stacks, nothing until its navigator is made.
@available(iOS 16.0, macOS 13.0, *)
struct HybridTabPage: View {
    let navigator: Navigator?

    var body: some View {
        navigator.map { HybridNavigationStack(navigator: $0).id(ObjectIdentifier($0)) }
    }
}

/// The tabs as ``HybridTabView`` reads them: the selection SwiftUI binds to, and each made navigator.
@MainActor
final class TabsModel: ObservableObject {
    let tabs: NavigatorTabs
    private var observation: ObservationToken?

    init(tabs: NavigatorTabs) {
        self.tabs = tabs
        observation = tabs.observe { [weak self] in self?.objectWillChange.send() }
    }

    var names: [String] { tabs.tabs.map(\.name) }

    func navigator(_ name: String) -> Navigator? { tabs.madeNavigator(name) }

    /// SwiftUI setting it is a person choosing a tab: the tabs select it.
    var selected: String {
        get { tabs.selected }
        set {
            guard newValue != tabs.selected else { return }
            objectWillChange.send()
            Task { [tabs] in try? await tabs.select(newValue) }
        }
    }
}
