/*
 * HybridKit navigator links: runs in the isolated world "hybridkit", main frame
 * only, in containers a Navigator shows.
 *
 * A person's plain click on a link that leaves the document (not a fragment of
 * it, not another window, not a download, not one the page handled itself)
 * becomes a proposal to the navigator, which opens it as a new page by the
 * app's rules. Only a real click (event.isTrusted): a script's a.click() or
 * dispatchEvent loads in place as in a browser, and so does a link the
 * navigator declines (a page of an origin the app does not trust, or not on top).
 * It listens on window in the bubble phase, last, so a page's own router that
 * calls preventDefault keeps its links. Page scripts cannot reach the handler.
 */
(function () {
  'use strict';
  var handlers = window.webkit && window.webkit.messageHandlers;
  var handler = handlers && handlers.hybridkitLink;
  if (!handler || window !== window.top || window.__hybridkitLinks) return;
  window.__hybridkitLinks = true;

  function leavesTheDocument(url) {
    var here = new URL(location.href);
    here.hash = '';
    var there = new URL(url.href);
    there.hash = '';
    return here.href !== there.href;
  }

  function candidate(link) {
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
    var url;
    try { url = new URL(link.href, document.baseURI); } catch (e) { return null; }
    if (url.protocol !== 'http:' && url.protocol !== 'https:' && url.protocol !== location.protocol) return null;
    return leavesTheDocument(url) ? url : null;
  }

  // Once loaded, the page's links go to native, which prerenders those a rule marks `prerender`.
  addEventListener('load', function () {
    var hrefs = [];
    var links = document.querySelectorAll('a[href]');
    for (var i = 0; i < links.length && hrefs.length < 200; i++) {
      var url = candidate(links[i]);
      if (url && hrefs.indexOf(url.href) < 0) hrefs.push(url.href);
    }
    if (hrefs.length) handler.postMessage({ links: hrefs }).catch(function () {});
  });

  addEventListener('click', function (event) {
    if (!event.isTrusted || event.defaultPrevented || event.button !== 0 ||
        event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var url = candidate(event.target && event.target.closest ? event.target.closest('a[href]') : null);
    if (!url) return;
    event.preventDefault();
    // self.origin, read here where page scripts cannot reach: "null" when sandboxed.
    handler.postMessage({ link: url.href, origin: self.origin }).then(function (answer) {
      if (answer === 'load') location.assign(url.href);
    }, function () {});
  });
})();
