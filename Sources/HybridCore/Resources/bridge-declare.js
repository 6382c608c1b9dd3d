// What native declared for this page before it loaded: namespace objects and
// page-world window.webkit.messageHandlers names, defined at document start so
// a page's first script (and its onload) can call them. Native runs this
// function expression as a user script with one argument, the declaration as
// a JSON string literal made by its JSON encoder; the value is read with
// JSON.parse, never evaluated as code. bridge.js defines what it declares.
(function (declarationText) {
  'use strict';
  var page = window.__hybridkitPage;
  if (page) page.declare(JSON.parse(declarationText));
})
