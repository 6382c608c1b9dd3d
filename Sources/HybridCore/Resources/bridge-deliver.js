// Body of the function native runs with callAsyncJavaScript in the isolated
// world. Its parameters are arguments, never source: `id` ("" for events),
// `message` (a JSON string), `allowed` (origins it may reach, one per line, or "*" for any)
// and `documentToken` (the one document it may reach, or ""). Resolves with the
// page's reply JSON for calls, null for delivered events, or a refusal's JSON.
return window.__hybridkitRuntime.deliver(id, message, allowed, documentToken);
