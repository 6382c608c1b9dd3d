import Testing
import HybridVocabulary

/// A permission prompt names who really asks, never the page for a frame inside it.
struct PermissionPromptTests {
    @Test(arguments: [
        (RequestingFrame.mainFrame(origin: "https://m.example"), "https://m.example wants to know your location."),
        (.unattributed, "A frame inside https://m.example wants to know your location."),
        (.subframe(origin: "https://ads.example"), "https://ads.example, a frame inside https://m.example, wants to know your location."),
    ])
    func prompt_namesWhoAsks(sender: RequestingFrame, expected: String) {
        #expect(PermissionRequest(kinds: [.geolocation], sender: sender).prompt(pageOrigin: "https://m.example") == expected)
    }

    @Test func cameraAndMicrophone_areAskedTogether_inAFixedOrder() {
        let request = PermissionRequest(kinds: [.microphone, .camera], sender: .mainFrame(origin: "https://m.example"))
        #expect(request.prompt(pageOrigin: "https://m.example") == "https://m.example wants to use your camera and use your microphone.")
    }
}
