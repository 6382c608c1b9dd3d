// The seeds' "cookie web view" technique, kept only to benchmark against:
// a document-start script writes each native cookie through document.cookie.
// It cannot set HttpOnly cookies and runs in every page it is added to.
for (const cookie of /*COOKIES*/[]) {
  document.cookie = cookie;
}
