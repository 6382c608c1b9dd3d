import Foundation
import HybridCore
import HybridVocabulary

/// Certificates made once with Debian's openssl (`openssl req -x509 -newkey ec …`),
/// with the pins openssl computed for them
/// (`openssl x509 -pubkey | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64`).
enum TestCertificates {
    /// `CN=pin.example, O=HybridKit tests`, P-256.
    static let pinExampleDER = Data(base64Encoded: """
        MIIBtTCCAVugAwIBAgIUUuPcU8d3KP37EpTqpkFHf5QPXPAwCgYIKoZIzj0EAwIwMDEUMBIGA1UEAwwLcGluLmV4YW1wbGUxGDAWBgNVBAoMD0h5YnJpZEtpdCB0ZXN0czAeFw0yNjExMjMyMzUzNDVaFw0zNjExMjAyMzUzNDVaMDAxFDASBgNVBAMMC3Bpbi5leGFtcGxlMRgwFgYDVQQKDA9IeWJyaWRLaXQgdGVzdHMwWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAAQvAoPJ2a8xr+5Y5lg2euSnENbgT/+5MPXkQAeQREnyiVgAzjI5pbKoI5S5QTe+sfeaGYnC76OWPJNNapIiyr0Fo1MwUTAdBgNVHQ4EFgQUc9vYMx2Ml7cGuNzdOyXw9fRdkwswHwYDVR0jBBgwFoAUc9vYMx2Ml7cGuNzdOyXw9fRdkwswDwYDVR0TAQH/BAUwAwEB/zAKBggqhkjOPQQDAgNIADBFAiAq12iClHzAv3GKSKrX/1T1sq+T0UiuxzfoBL/wHh1DUQIhAK3akmjBGcc4SF593IYdKNo2/rXQciyuuDESSLtxeTuH
        """, options: .ignoreUnknownCharacters)!
    static let pinExamplePin = "sha256/f+WrFe+/KnqEK9i5ZQ1lXDrVKItMHnknW5/0cMlGuPg="
    /// A pin of no key in these tests.
    static let otherPin = "sha256/" + Data(repeating: 7, count: 32).base64EncodedString()

    static var pinExample: AuthenticationChallenge.ServerTrust.Certificate { AuthenticationChallenge.ServerTrust.Certificate(der: pinExampleDER)! }
}
