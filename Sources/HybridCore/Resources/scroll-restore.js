// Body of the function the container runs after a recovery reload, in the
// isolated world: puts the document back at the scroll position native kept.
// `x` and `y` are arguments, never source. WebKit applies its own (empty)
// saved position for the reloaded item during the first frames, so this
// waits two frames first, then scrolls.
await new Promise(function (resolve) { requestAnimationFrame(function () { requestAnimationFrame(resolve); }); });
window.scrollTo(x, y);
return [window.scrollX, window.scrollY];
