/// Makes ids for native-to-page calls: a counter, so ids never repeat, and a
/// random part fixed per bridge, so a page script cannot guess ids of calls
/// it did not see.
struct BridgeCallIDGenerator {
    private var counter: UInt64 = 0
    private let secret = String(UInt64.random(in: .min ... .max), radix: 36)
        + String(UInt64.random(in: .min ... .max), radix: 36)

    mutating func next() -> String {
        counter += 1
        return "n\(counter)-\(secret)"
    }
}
