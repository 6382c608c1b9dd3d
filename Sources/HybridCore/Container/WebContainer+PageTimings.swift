extension WebContainer {
    /// After a main-frame load finished, asks the page for its own timings and
    /// hands them to the delegate. Runs in the isolated world, so the page cannot
    /// change what is reported; a page gone meanwhile reports nothing.
    func measurePageTimings() {
        guard delegate != nil else { return }
        Task { [weak self, bridge] in
            let answer = try? await bridge.runTask("pageTimings", arguments: ["wait": .number(2000)], timeout: .seconds(5))
            guard let self, !self.isClosed, let answer, let timings = PageTimings(answer) else { return }
            self.delegate?.container(self, didMeasure: timings)
        }
    }
}
