// Asks for the page's code once the page has loaded: the HTML names it inertly (see the
// scripts-after-content plugin in vite.config.ts). A file, not inline: the CSP allows only ours.
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // Into the head in one insertion. The cost measured here is each file's request (~1 ms
    // of a phone's CPU at 4x, in this task), which fewer files cut (vite.config.ts), not
    // the insertions.
    var all = document.createDocumentFragment();
    var links = document.querySelectorAll('link[rel="modulepreload-after-load"]');
    for (var i = 0; i < links.length; i++) add(all, 'link', { rel: 'modulepreload', href: links[i].getAttribute('href') });
    var scripts = document.querySelectorAll('script[type="module-after-load"]');
    for (var j = 0; j < scripts.length; j++) add(all, 'script', { type: 'module', src: scripts[j].getAttribute('src') });
    document.head.appendChild(all);
  }
  function add(parent, tag, attributes) {
    var el = document.createElement(tag);
    el.crossOrigin = '';
    for (var name in attributes) el.setAttribute(name, attributes[name]);
    parent.appendChild(el);
  }
  if (document.readyState === 'complete') start();
  else {
    addEventListener('load', start);
    // A slow image must not hold the page's code back for long.
    addEventListener('DOMContentLoaded', function () {
      setTimeout(start, 3000);
    });
  }
})();
