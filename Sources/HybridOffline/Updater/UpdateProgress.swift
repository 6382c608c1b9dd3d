/// How far a download is: bytes of the files this version needs (files already on
/// the device are not counted), and bytes already here, resumed ones included.
public struct UpdateProgress: Sendable, Equatable {
    public var version: String
    public var bytesDone: Int64
    public var bytesTotal: Int64
    public var filesDone: Int
    public var filesTotal: Int

    public init(version: String, bytesDone: Int64, bytesTotal: Int64, filesDone: Int, filesTotal: Int) {
        self.version = version
        self.bytesDone = bytesDone
        self.bytesTotal = bytesTotal
        self.filesDone = filesDone
        self.filesTotal = filesTotal
    }

    /// 0…1, or 1 when there is nothing to download.
    public var fractionCompleted: Double { bytesTotal == 0 ? 1 : Double(bytesDone) / Double(bytesTotal) }
}
