import Foundation

/// The verdicts of a run as a JUnit XML report (`--junit FILE`), one test case per expectation.
enum RunJUnit {
    static func xml(_ verdicts: [RunVerdict], suite: String, seconds: Double) -> String {
        let failures = verdicts.filter { !$0.passed }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuite name=\"\(escape(suite))\" tests=\"\(verdicts.count)\" failures=\"\(failures)\" errors=\"0\" time=\"\(String(format: "%.3f", seconds))\">\n"
        for verdict in verdicts {
            xml += "  <testcase classname=\"hybrid.run\" name=\"\(escape(verdict.name))\""
            if verdict.passed {
                xml += "/>\n"
            } else {
                xml += ">\n    <failure message=\"\(escape(verdict.message))\"/>\n  </testcase>\n"
            }
        }
        return xml + "</testsuite>\n"
    }

    /// Text for an XML attribute: markup and quotes escaped, characters XML 1.0 cannot hold dropped.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t", "\r": out += "&#\(scalar.value);"
            default:
                let value = scalar.value
                if value >= 0x20 && !(0xFFFE...0xFFFF).contains(value) { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
