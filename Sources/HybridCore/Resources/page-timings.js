// Body of the function native runs (isolated world, main frame) after a
// main-frame load finished: the page's own Navigation Timing and first
// contentful paint, in milliseconds from the navigation's start. Waits up to
// `wait` ms for the load event to end (WebKit may report the load before it);
// values the engine does not know are null.
const started = Date.now();
let entry = performance.getEntriesByType('navigation')[0];
while (entry && entry.loadEventEnd === 0 && Date.now() - started < wait) {
  await new Promise((resolve) => setTimeout(resolve, 20));
  entry = performance.getEntriesByType('navigation')[0];
}
if (!entry) return null;
const span = (from, to) => (from > 0 || to > 0) && to >= from ? to - from : null;
const paint = performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint');
return {
  url: location.href,
  dns: span(entry.domainLookupStart, entry.domainLookupEnd),
  connect: span(entry.connectStart, entry.connectEnd),
  tls: entry.secureConnectionStart > 0 ? span(entry.secureConnectionStart, entry.connectEnd) : null,
  firstByte: entry.responseStart > 0 ? entry.responseStart : null,
  domContentLoaded: entry.domContentLoadedEventEnd > 0 ? entry.domContentLoadedEventEnd : null,
  load: entry.loadEventEnd > 0 ? entry.loadEventEnd : null,
  firstContentfulPaint: paint ? paint.startTime : null
};
