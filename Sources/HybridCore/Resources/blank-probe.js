// Body the blank-page probe runs in the isolated world: does this document
// show anything? True when it has text or an element with a visible box.
// Looks at no more than 2,000 elements, so it stays cheap on large pages.
var body = document.body;
if (!body) return false;
if (body.innerText && body.innerText.trim().length > 0) return true;
var elements = body.getElementsByTagName('*');
for (var i = 0; i < elements.length && i < 2000; i++) {
  var box = elements[i].getBoundingClientRect();
  if (box.width > 0 && box.height > 0 && getComputedStyle(elements[i]).visibility !== 'hidden') return true;
}
return false;
