// hybrid run only: hands what the page prints with console.log/info/warn/error/debug
// to the run's output, as well as to the console itself. Runs in the page's world at
// document start, in every frame. What a page posts here is only printed.
(function () {
  'use strict';
  var webkit = window.webkit;
  var handler = webkit && webkit.messageHandlers && webkit.messageHandlers.hybridRunConsole;
  if (!handler || window.__hybridRunConsole) return;
  Object.defineProperty(window, '__hybridRunConsole', { value: true });
  var stringify = JSON.stringify;

  function text(value) {
    if (typeof value === 'string') return value;
    if (value instanceof Error) return String(value);
    try {
      var json = stringify(value);
      return json === undefined ? String(value) : json;
    } catch (error) {
      return String(value);
    }
  }

  ['log', 'info', 'warn', 'error', 'debug'].forEach(function (level) {
    var original = console[level];
    console[level] = function () {
      var parts = Array.prototype.map.call(arguments, text);
      try { handler.postMessage({ level: level, text: parts.join(' '), origin: self.origin }); } catch (error) { /* printing only */ }
      return original.apply(console, arguments);
    };
  });
})();
