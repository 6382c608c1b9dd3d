// Body of the function native runs with callAsyncJavaScript in the main
// frame's isolated world to attribute an app-scheme navigation: returns
// {origin, document, framesShareOrigin} as the trusted runtime sees them.
return window.__hybridkitRuntime.describe();
