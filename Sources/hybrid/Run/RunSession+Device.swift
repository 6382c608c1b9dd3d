import Foundation
import HybridCore
import HybridVocabulary

/// What the page asks of the device during a run, answered from the mock file and printed:
/// file inputs, password challenges, permissions, dialogs and certificates.
extension RunSession {
    func container(_ container: WebContainer, chooseFilesFor request: FileChooserRequest) async -> [URL]? {
        let files = plan.mock.device.files(for: request)
        let names = files?.map(\.lastPathComponent) ?? []
        output.step("fileInput", "file input (\(request.allowsMultiple ? "multiple" : "one file")\(request.acceptedMIMETypes.isEmpty ? "" : ", accept \(request.acceptedMIMETypes.joined(separator: ","))")) → \(files == nil ? "cancelled (no \"files\" in the mock)" : names.joined(separator: ", "))",
                    ["multiple": .bool(request.allowsMultiple), "files": .array(names.map(JSONValue.string))])
        return files
    }

    func container(_ container: WebContainer, authenticate challenge: AuthenticationChallenge) async -> AuthenticationChallenge.Credential? {
        let answer = plan.mock.device.answer(challenge)
        let given: String
        if let credential = answer { given = "sent the credential of \(credential.user)" } else { given = "cancelled" }
        output.step("authenticate", "\(challenge.scheme) challenge from \(challenge.host):\(challenge.port) realm \(challenge.realm ?? "none")\(challenge.isRetry ? " (retry)" : "") → \(given)",
                    ["host": .string(challenge.host), "realm": challenge.realm.map(JSONValue.string) ?? .null,
                     "retry": .bool(challenge.isRetry), "answered": .bool(given != "cancelled")])
        return answer
    }

    func container(_ container: WebContainer, didRefuse challenge: AuthenticationChallenge, afterAttempts attempts: Int) {
        output.step("authenticate", "\(challenge.host):\(challenge.port) asked again after \(attempts) credentials; cancelled (too_many_credential_attempts)",
                    ["host": .string(challenge.host), "code": "too_many_credential_attempts", "answered": false])
    }

    func container(_ container: WebContainer, decide request: PermissionRequest) async -> PermissionRequest.Decision {
        let decision = plan.mock.device.decide(request)
        let kinds = request.kinds.map(\.rawValue).sorted()
        let page = container.url.flatMap(BridgeOrigin.init(url:))?.description ?? "the page"
        // What the container does with the mock's answer: a plain grant does not cover a request no frame is proven to make.
        let granted = decision.isGranted && (request.sender != .unattributed || decision.grantsUnattributedSender)
        let outcome = granted ? "granted" : decision.isGranted ? "refused: a plain grant does not cover a request that may come from a frame inside the page" : "denied"
        let prompt = request.prompt(pageOrigin: page)
        output.step("permission", "permission \(kinds.joined(separator: "+")): \(prompt) → \(outcome)",
                    ["kinds": .array(kinds.map(JSONValue.string)), "granted": .bool(granted), "prompt": .string(prompt),
                     "origin": request.sender.origin.map(JSONValue.string) ?? .null])
        return decision
    }

    func container(_ container: WebContainer, runScriptDialog dialog: ScriptDialog) async -> ScriptDialog.Result {
        let answer = plan.mock.dialogs.answer(dialog)
        output.dialog(dialog, answer: answer)
        return answer
    }

    /// A TLS error: trusted when the mock file lists the host, else refused; printed either way.
    func container(_ container: WebContainer, decideTrustFor challenge: AuthenticationChallenge.ServerTrust) async -> Bool {
        let trusted = plan.mock.certificates.trusts(challenge)
        let outcome = trusted ? "trusted (certificates.trust)" : "refused; to trust it add \"certificates\": {\"trust\": [\"\(challenge.host)\"]}"
        output.step("certificate", "\(challenge.host):\(challenge.port) presented \(challenge.certificate.subject) (\(challenge.certificate.pin)) with \(challenge.errors.codes.joined(separator: ", ")): \(outcome)", [
            "host": .string(challenge.host), "port": .number(Double(challenge.port)), "subject": .string(challenge.certificate.subject),
            "pin": .string(challenge.certificate.pin), "errors": .array(challenge.errors.codes.map(JSONValue.string)),
            "trusted": .bool(trusted),
        ])
        return trusted
    }
}
