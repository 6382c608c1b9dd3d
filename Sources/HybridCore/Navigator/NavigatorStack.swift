/// Which of a navigator's two stacks an operation works on.
enum NavigatorStack {
    case main, modal
}
