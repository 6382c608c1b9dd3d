/*
 * HybridKit cookie write limit: runs in the page's world of every frame at
 * document start, before the page's own scripts.
 *
 * WebKitGTK's network process does work that grows with the square of a host's
 * cookie count on every cookie change (libsoup builds the host's cookie list by
 * appending, for each change notification), so a page that writes thousands of
 * cookies in a loop (a runaway analytics script) keeps it busy for minutes and
 * every other page of the app waits. document.cookie writes are allowed in bursts
 * of up to 300 and then 50 a second; writes past that are dropped with one
 * console warning. No ordinary page comes near it: the app's cookie jar keeps
 * at most 180 cookies per site anyway. A page that reaches an unguarded copy of
 * the setter (another realm) is not stopped here.
 */
(function () {
  'use strict';
  var descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (!descriptor || typeof descriptor.set !== 'function' || !descriptor.configurable) return;
  var BURST = 300;
  var PER_SECOND = 50;
  var allowance = BURST;
  var last = Date.now();
  var warned = false;
  var write = descriptor.set;
  var now = Date.now;
  var warn = console.warn;
  Object.defineProperty(Document.prototype, 'cookie', {
    configurable: false,
    enumerable: descriptor.enumerable,
    get: descriptor.get,
    set: function (value) {
      var time = now();
      allowance = Math.min(BURST, allowance + (time - last) * PER_SECOND / 1000);
      last = time;
      if (allowance < 1) {
        if (!warned) {
          warned = true;
          warn.call(console, 'hybrid: too many cookie writes; this page\'s further writes are dropped while it keeps writing');
        }
        return;
      }
      allowance -= 1;
      write.call(this, value);
    }
  });
})();
