// Framing protection (spec section 2): the page shows itself only as the top window; inside a frame
// it keeps the body hidden (see the <style> in index.html) and navigates the top window to itself.
// The server's CSP (frame-ancestors 'none') blocks framing in current browsers as well; this covers
// the rest. A file of its own because the CSP allows no inline scripts.
(() => {
  if (window.top === window.self) {
    document.documentElement.classList.add('top-level');
    return;
  }
  try {
    window.top.location.href = window.self.location.href;
  } catch {
    // A sandboxed frame may not navigate the top window; the body simply stays hidden.
  }
})();
