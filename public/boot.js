// Asks for the page's code once the page has loaded: the HTML names it inertly (see the
// scripts-after-content plugin in vite.config.ts). A file, not inline: the CSP allows only ours.
//
// Each step below is a task of its own, short enough not to block a phone (decision 0011; the
// figures are at Lighthouse's 4x CPU):
// - a file's request costs ~3 ms of the main thread, and `/` names 44 files: asked for in
//   one task, that was a long task of 110-160 ms. They are asked for in batches instead.
// - the code's evaluation was one task of ~200 ms. The libraries' chunks (marked data-run)
//   now run first, each as a script of its own, and the entry in a later task; its graph
//   finds them evaluated and does not run them again.
(function () {
  var BATCH = 4;
  var started = false;

  function start() {
    if (started) return;
    started = true;
    var entries = attributes('script[type="module-after-load"]', 'src');
    // The entries' own files lead the preloads, so the first batch holds what runs first.
    var files = entries.concat(attributes('link[rel="modulepreload-after-load"]', 'href'));
    preload(files, 0);
    // The libraries' chunks, in their order (data-run="1", "2"…), then the entries.
    var ordered = [].slice.call(document.querySelectorAll('link[data-run]')).sort(function (a, b) {
      return a.getAttribute('data-run') - b.getAttribute('data-run');
    });
    var scripts = ordered
      .map(function (link) {
        return link.getAttribute('href');
      })
      .concat(entries);
    run(scripts, 0);
  }

  // One script at a time, each started in a task after the one before has run. On an error
  // too: an entry imports what it needs itself.
  function run(scripts, index) {
    if (index >= scripts.length) return;
    add('script', { type: 'module', src: scripts[index] }, function () {
      setTimeout(function () {
        run(scripts, index + 1);
      }, 0);
    });
  }

  function preload(files, from) {
    var batch = document.createDocumentFragment();
    for (var i = from; i < Math.min(from + BATCH, files.length); i++)
      add('link', { rel: 'modulepreload', href: files[i] }, null, batch);
    document.head.appendChild(batch);
    if (from + BATCH < files.length)
      setTimeout(function () {
        preload(files, from + BATCH);
      }, 0);
  }

  function attributes(selector, name) {
    var found = document.querySelectorAll(selector);
    var values = [];
    for (var i = 0; i < found.length; i++) values.push(found[i].getAttribute(name));
    return values;
  }

  function add(tag, attrs, done, parent) {
    var el = document.createElement(tag);
    el.crossOrigin = '';
    for (var name in attrs) el.setAttribute(name, attrs[name]);
    if (done) el.onload = el.onerror = done;
    (parent || document.head).appendChild(el);
  }

  // A button tapped before the page's code holds the page is kept, the last one, and tapped
  // again once the part it is in has hydrated (src/client/render/early-taps.ts): it was lost.
  // Links and fields need no code and are left alone.
  document.addEventListener(
    'click',
    function (event) {
      if (window.__pageCodeRunning || document.documentElement.hasAttribute('data-hydrated')) return;
      var button = event.target && event.target.closest ? event.target.closest('button') : null;
      if (!button || button.disabled) return;
      event.preventDefault();
      window.__earlyTap = button;
    },
    true,
  );

  if (document.readyState === 'complete') start();
  else {
    addEventListener('load', start);
    // A slow image must not hold the page's code back for long.
    addEventListener('DOMContentLoaded', function () {
      setTimeout(start, 3000);
    });
  }
})();
