// An expression: the function that rebuilds one callAsyncJavaScript argument
// from the form AsyncFunctionArguments hands WebKit. WebKit converts only
// strings, numbers and string-keyed dictionaries, in a JS context of its own,
// and copies them into the page by structured clone, so they arrive with no
// page code involved. Strings and numbers come as they are; anything else is
// tagged:
//   {t: 'null' | 'true' | 'false'}
//   {t: 'array', n, v: {0: value, …}}
//   {t: 'object', n, k: {0: key, …}, v: {0: value, …}}
//   {t: 'parts', n, v: {0: text, …}}   a string holding NUL, cut at each NUL
//
// It reads no page global (a page can replace JSON.parse) and assigns no
// property (a page can put setters on Object.prototype or Array.prototype):
// each member is a class field, which is defined as an own data property of
// the object the base constructor returns.
(function revive(node) {
  if (typeof node !== 'object') return node;
  var tag = node.t;
  if (tag === 'null') return null;
  if (tag === 'true') return true;
  if (tag === 'false') return false;
  var i;
  if (tag === 'parts') {
    var text = node.v[0];
    for (i = 1; i < node.n; i++) text += '\u0000' + node.v[i];
    return text;
  }
  var result = tag === 'array' ? [] : {};
  for (i = 0; i < node.n; i++) define(result, tag === 'array' ? i : revive(node.k[i]), revive(node.v[i]));
  return result;

  function define(target, key, value) {
    class Base { constructor() { return target; } }
    new (class extends Base { constructor() { super(); } [key] = value; })();
  }
})
