/*
 * HybridKit pool warm-up: WebViewPool runs it in the isolated world of a view
 * that has loaded nothing. Running any script makes WebKit start (or join) the
 * view's web process and create its page there, without adding a history item,
 * which loading about:blank would (the first page's back button would lead to it).
 * The answer, the document's URL, tells the pool the view still shows nothing.
 */
location.href;
