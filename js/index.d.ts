// @hybridkit/bridge: the page API's types (bridge.d.ts, a copy of HybridKit's
// Sources/HybridCore/Resources/bridge.d.ts) and the test runtime's (hybrid-mock.d.ts).
export * from './bridge';
export * from './hybrid-mock';
