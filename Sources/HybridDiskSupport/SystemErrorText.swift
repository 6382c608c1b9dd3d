import Foundation

/// A system error as a person reads it: the C library's words for its POSIX
/// code (`No such file or directory`), never a Swift type or an NSError dump.
package enum SystemErrorText {
    package static func sentence(_ error: any Error) -> String {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain, let text = strerror(Int32(error.code)) { return String(cString: text).lowercased() }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? any Error { return sentence(underlying) }
        if error.domain == NSCocoaErrorDomain {
            switch error.code {
            case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return "no such file or directory"
            case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
            case NSFileWriteOutOfSpaceError: return "no space left on device"
            case NSFileReadCorruptFileError: return "the file is damaged"
            default: break
            }
        }
        return "the system gave no reason (error \(error.code))"
    }
}
