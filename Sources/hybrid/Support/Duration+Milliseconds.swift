extension Duration {
    /// This duration in milliseconds, for output people and scripts read.
    var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}
