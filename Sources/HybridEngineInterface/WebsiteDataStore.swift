import Foundation
import HybridVocabulary

/// An engine's website data (caches, storage, cookies): what views of one
/// engine share. Fetch records to remove one site's data; remove by date for the rest.
@MainActor
package protocol WebsiteDataStore: AnyObject {
    /// The sites that hold data of these types.
    func records(of types: WebsiteDataTypes) async throws -> [WebsiteDataRecord]
    /// Removes data of these types for these sites only (records from ``records(of:)``).
    func removeData(of types: WebsiteDataTypes, for records: [WebsiteDataRecord]) async throws
    /// Removes data of these types modified since `date`; `.distantPast` removes all of it.
    /// WebKitGTK keeps cookies when `date` is not `.distantPast` (its clear skips
    /// cookies for a time span); remove them by site instead.
    func removeData(of types: WebsiteDataTypes, modifiedSince date: Date) async throws
}
