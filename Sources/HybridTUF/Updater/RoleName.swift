/// Role names and target paths as they appear in URLs and file names: every byte
/// but ASCII letters, digits and `-._~` is percent-encoded, so a name like
/// `../x` or `?` can neither leave the folder nor change the URL's meaning.
public enum RoleName {
    public static func fileComponent(_ name: String) -> String {
        percentEncode(name, keepingSlash: false)
    }

    /// A target path for a URL: each `/`-separated part encoded, the slashes kept.
    public static func urlPath(_ path: String) -> String {
        percentEncode(path, keepingSlash: true)
    }

    private static func percentEncode(_ text: String, keepingSlash: Bool) -> String {
        var output = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: "/") where keepingSlash:
                output.append("/")
            default:
                output += "%" + Hex.encode([byte]).uppercased()
            }
        }
        return output
    }
}
