/// The calls in flight of one page against ``Bridge/maximumCallsInFlight`` and ``Bridge/maximumBytesInFlight``: one
/// account for the main frame, one shared by every subframe.
struct BridgeCallBudget {
    enum Account: Int { case mainFrame = 0, subframes = 1 }

    private var calls = [0, 0]
    private var bytes = [0, 0]

    static func account(for source: BridgeMessageSource) -> Account {
        source.isMainFrame == true ? .mainFrame : .subframes
    }

    /// Takes room for one call of `size` bytes; `false`, taking nothing, when it does not fit.
    mutating func acquire(_ account: Account, size: Int, limits: Bridge.CallLimits) -> Bool {
        let index = account.rawValue
        guard calls[index] < limits.callsInFlight, bytes[index] + size <= limits.bytesInFlight else { return false }
        calls[index] += 1
        bytes[index] += size
        return true
    }

    mutating func release(_ account: Account, size: Int) {
        calls[account.rawValue] -= 1
        bytes[account.rawValue] -= size
    }

    func inFlight(_ account: Account) -> (calls: Int, bytes: Int) { (calls[account.rawValue], bytes[account.rawValue]) }
}
