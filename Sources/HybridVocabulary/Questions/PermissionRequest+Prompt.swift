extension PermissionRequest {
    /// The question to put to the user, naming who really asks: the page's
    /// origin only when its main frame asked; "a frame inside" it when the
    /// engine cannot tell (WebKitGTK with other frames in the page); and the
    /// frame's own origin when the engine named a subframe. A prompt that named
    /// the page for a request an embedded frame made would let that frame speak as the page.
    /// - Parameter pageOrigin: the serialized origin of the page shown, e.g. `https://m.example.com`.
    public func prompt(pageOrigin: String) -> String {
        let asker = switch sender {
        case .mainFrame(let origin): origin
        case .subframe(let origin): "\(origin), a frame inside \(pageOrigin),"
        case .unattributed: "A frame inside \(pageOrigin)"
        }
        let wants = Kind.allCases.filter(kinds.contains).map(\.wantedThing)
        let what = wants.isEmpty ? "use a device feature" : wants.joined(separator: " and ")
        return "\(asker) wants to \(what)."
    }
}

extension PermissionRequest.Kind {
    /// What granting this lets the asker do, as the end of "… wants to".
    var wantedThing: String {
        switch self {
        case .camera: "use your camera"
        case .microphone: "use your microphone"
        case .geolocation: "know your location"
        case .notifications: "show notifications"
        case .clipboard: "read your clipboard"
        case .deviceInfo: "see the names of your cameras and microphones"
        case .pointerLock: "lock your pointer"
        case .mediaKeySystem: "play protected media"
        case .websiteDataAccess: "use the data it stored on this device"
        case .other: "use a device feature"
        }
    }
}
