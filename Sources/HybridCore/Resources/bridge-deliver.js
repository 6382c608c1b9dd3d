// Body of the function native runs with callAsyncJavaScript in the isolated
// world. Its parameters are arguments, never source: `id` ("" for events) and
// `message` (a JSON string). Resolves with the page's reply JSON for calls.
return window.__hybridkitRuntime.deliver(id, message);
