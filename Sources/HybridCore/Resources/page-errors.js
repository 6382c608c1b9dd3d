/*
 * HybridKit page-error reporter — runs in the isolated world "hybridkit",
 * in every frame, at document start.
 *
 * DOM events are shared between worlds, so this world hears the page's
 * uncaught errors ('error' on window) and unhandled promise rejections
 * ('unhandledrejection') while page scripts can neither see nor remove these
 * listeners. Only 'error' events the engine raised (isTrusted) are reported:
 * a page that dispatches its own ErrorEvent is not reporting a failure.
 * WebKitGTK 2.50 raises 'unhandledrejection' with isTrusted false (seen in a
 * probe), so every rejection event is reported.
 *
 * Each report goes to the message handler "hybridkitPageErrors" in this world
 * as one object: {origin, isMainFrame, kind, message, source, line, column}.
 */
(function () {
  'use strict';
  var handlers = window.webkit && window.webkit.messageHandlers;
  var handler = handlers && handlers.hybridkitPageErrors;
  if (!handler || window.__hybridkitPageErrors) return;
  Object.defineProperty(window, '__hybridkitPageErrors', { value: true });

  var isMainFrame = window === window.top;
  var origin = location.origin;

  // The reason may come from the page's world, where instanceof Error fails.
  function text(value) {
    try {
      if (value && typeof value.message === 'string') {
        var code = typeof value.code === 'string' ? ' [' + value.code + ']' : '';
        return (value.name ? value.name : 'Error') + code + ': ' + value.message;
      }
      return String(value);
    } catch (_) {
      return 'an unprintable value';
    }
  }

  function report(kind, message, source, line, column) {
    handler.postMessage({
      origin: origin, isMainFrame: isMainFrame, kind: kind,
      message: String(message), source: String(source || ''), line: line | 0, column: column | 0
    }).catch(function () {});
  }

  window.addEventListener('error', function (event) {
    if (!event.isTrusted) return;
    report('error', event.message || text(event.error), event.filename, event.lineno, event.colno);
  });

  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    var source = reason && typeof reason.sourceURL === 'string' ? reason.sourceURL : '';
    // Where an error object was made; HybridKit's own runtime ("user-script:N")
    // makes the bridge's errors, which says nothing about the page's code.
    if (source.indexOf('user-script:') === 0) source = '';
    var line = source && typeof reason.line === 'number' ? reason.line : 0;
    var column = source && typeof reason.column === 'number' ? reason.column : 0;
    report('unhandledRejection', 'Unhandled rejection: ' + text(reason), source, line, column);
  });
})();
