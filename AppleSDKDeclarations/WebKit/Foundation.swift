// On Apple platforms URLRequest, URLResponse and HTTPCookie are Foundation's;
// on Linux they live in FoundationNetworking, re-exported here to match.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
