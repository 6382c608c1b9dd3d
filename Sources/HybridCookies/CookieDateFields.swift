import Foundation

/// The four parts RFC 6265 §5.1.1 looks for, filled one token at a time.
struct DateFields {
    var time: (hour: Int, minute: Int, second: Int)?
    var dayOfMonth: Int?
    var month: Int?
    var year: Int?

    private static let months: [[UInt8]] = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ].map { Array($0.utf8) }

    /// Tries the rules in the RFC's order; the first field that matches and is still unset wins.
    mutating func consume(_ token: [UInt8]) {
        if time == nil, let parsed = Self.parseTime(token) {
            time = parsed
        } else if dayOfMonth == nil, let day = Self.leadingDigits(token, min: 1, max: 2) {
            dayOfMonth = day
        } else if month == nil, let parsed = Self.parseMonth(token) {
            month = parsed
        } else if year == nil, let parsed = Self.leadingDigits(token, min: 2, max: 4) {
            year = parsed
        }
    }

    /// Validates the collected fields and builds the UTC date.
    func date() -> Date? {
        guard let time, let dayOfMonth, let month, var year else { return nil }
        if (70...99).contains(year) { year += 1900 } else if (0...69).contains(year) { year += 2000 }
        guard (1...31).contains(dayOfMonth), year >= 1601, time.hour <= 23, time.minute <= 59, time.second <= 59
        else { return nil }
        guard dayOfMonth <= CivilDate.daysInMonth(year: year, month: month) else { return nil }
        let days = CivilDate.daysSinceEpoch(year: year, month: month, day: dayOfMonth)
        let seconds = days * 86_400 + time.hour * 3600 + time.minute * 60 + time.second
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// `1*2DIGIT ":" 1*2DIGIT ":" 1*2DIGIT ( non-digit *OCTET )`.
    static func parseTime(_ token: [UInt8]) -> (hour: Int, minute: Int, second: Int)? {
        var parts: [Int] = []
        var index = 0
        for part in 0..<3 {
            var value = 0
            var digits = 0
            while index < token.count, isDigit(token[index]), digits < 2 {
                value = value * 10 + Int(token[index] - 0x30)
                digits += 1
                index += 1
            }
            guard digits > 0 else { return nil }
            parts.append(value)
            if part < 2 {
                guard index < token.count, token[index] == UInt8(ascii: ":") else { return nil }
                index += 1
            }
        }
        if index < token.count, isDigit(token[index]) { return nil }
        return (parts[0], parts[1], parts[2])
    }

    /// `min*maxDIGIT ( non-digit *OCTET )`.
    static func leadingDigits(_ token: [UInt8], min: Int, max: Int) -> Int? {
        var value = 0
        var digits = 0
        for byte in token {
            guard isDigit(byte) else { break }
            digits += 1
            if digits > max { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return digits >= min ? value : nil
    }

    /// A token whose first three bytes name a month, case-insensitively.
    static func parseMonth(_ token: [UInt8]) -> Int? {
        guard token.count >= 3 else { return nil }
        let prefix = token.prefix(3).map { $0 | 0x20 }
        return months.firstIndex(of: Array(prefix)).map { $0 + 1 }
    }

    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}
