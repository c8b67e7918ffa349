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
    var entries = attributes('link[rel="module-after-load"]', 'href');
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

  // The taps that come before the page has hydrated (src/client/render/early-taps.ts,
  // decision 0041). The popups' buttons (`commandfor`) are the browser's own: it opens and
  // closes them with no code, so they are left to it. Any other button is kept, in order, and
  // tapped again once the part it is in has hydrated; what the HTML can show of its answer
  // now is shown (`answerEarly`). A language's button in a menu does both: the browser closes
  // the menu, the page switches the language. Links and fields need no code.
  //
  // While React hydrates, a tap's events go no further than the window: React, hearing one on
  // a part not yet hydrated, hydrates the whole page at once before the browser may act on it
  // (its "synchronous hydration" of a discrete event's target): 300-500 ms of a phone's main
  // thread between the tap and its answer. The browser's own answers (a dialog, a <details>,
  // a field's focus, a link) need none of it, and the kept taps are given again afterwards.
  var TAP_EVENTS = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'click'];
  function hydrated() {
    return document.documentElement.hasAttribute('data-hydrated');
  }
  TAP_EVENTS.forEach(function (type) {
    addEventListener(
      type,
      function (event) {
        if (type === 'click') onClick(event);
        if (window.__pageCodeRunning && !hydrated()) event.stopPropagation();
      },
      true,
    );
  });

  function onClick(event) {
    var target = event.target;
    if (!target || !target.closest) return;
    if (target.closest('button[commandfor]')) noteScrollbar();
    // The popups' links and languages wait for the page's part in them
    // (layout/popup-behaviour.ts, a chunk of its own, there soon after hydration); the rest
    // for hydration.
    var link = target.closest('a[href]');
    if (link) return window.__popupsServed || followFromPopup(link, event);
    var button = target.closest('button');
    if (!button || button.disabled) return;
    var language = button.hasAttribute('data-set-lang');
    if (language ? window.__popupsServed : hydrated()) return;
    if (button.hasAttribute('commandfor') && !language) return;
    if (!button.hasAttribute('commandfor')) event.preventDefault();
    answerEarly(button);
    (window.__earlyTaps = window.__earlyTaps || []).push(button);
  }

  // The room the page's scrollbar takes, padded while a popup is open and the page does not
  // scroll (src/client/ui/popup-dialog.tsx), measured as a popup's button is tapped.
  function noteScrollbar() {
    if (document.querySelector('dialog.popup[open]')) return;
    var root = document.documentElement;
    root.style.setProperty('--scrollbar-gap', window.innerWidth - root.clientWidth + 'px');
  }

  // A link in an open popup closes it as the page moves on; one with `data-nav-state` leaves
  // its state where the next page takes it (src/client/app/public-app.tsx, PENDING_STATE_KEY).
  // The page's code serves them itself once its part is here (layout/popup-behaviour.ts).
  function followFromPopup(link, event) {
    var dialog = link.closest('dialog.popup[open]');
    if (!dialog) return;
    var plain = event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (!plain || link.target) return;
    var state = link.getAttribute('data-nav-state');
    if (state) {
      var url = new URL(link.href, location.href);
      sessionStorage.setItem(
        'navigation-state',
        JSON.stringify({ to: url.pathname + url.search, state: JSON.parse(state) }),
      );
    }
    var open = document.querySelectorAll('dialog.popup[open]');
    for (var i = 0; i < open.length; i++) open[i].close();
  }

  // What a tap shows with no code, where the page's HTML holds it: a tab's own panel (every
  // panel is in the HTML), the still carousel's next or previous slide when it is there and
  // hidden (a phone shows one). React, given the tap again, comes to the same state.
  function answerEarly(button) {
    if (button.getAttribute('role') === 'tab') return selectTab(button);
    var step = Number(button.getAttribute('data-step'));
    var carousel = step && button.closest('[aria-roledescription="carousel"]');
    var row = carousel && carousel.querySelector('.carousel-row');
    if (row) stepStillRow(row.children, step);
  }

  function selectTab(tab) {
    var list = tab.closest('[role="tablist"]');
    var tabs = list ? list.querySelectorAll('[role="tab"]') : [];
    for (var i = 0; i < tabs.length; i++) {
      var selected = tabs[i] === tab;
      tabs[i].setAttribute('aria-selected', String(selected));
      tabs[i].tabIndex = selected ? 0 : -1;
      var panel = document.getElementById(tabs[i].getAttribute('aria-controls'));
      if (panel) panel.hidden = !selected;
    }
  }

  function stepStillRow(slides, step) {
    var shown = -1;
    for (var i = 0; i < slides.length; i++) {
      if (getComputedStyle(slides[i]).display !== 'none') {
        if (shown >= 0) return; // a wide screen shows several: the row moves once its code is here
        shown = i;
      }
    }
    var next = slides[shown + step];
    if (shown < 0 || !next || getComputedStyle(next).display !== 'none') return;
    // The two trade places (each takes the other's class), as React's next render has them.
    var showing = slides[shown].className;
    slides[shown].className = next.className;
    next.className = showing;
  }
  window.__answerEarly = answerEarly;

  // After `load`, once the first paint is on screen: the page's largest paint (its picture has
  // loaded by then) shows before its code is asked for, so the code's downloads and runs never
  // stand between the two. Lighthouse counts what ends before that paint as holding it back.
  // The browser's own report of the paint says when it was shown: a task after the frame's
  // animation callbacks comes before the frame is on screen, and on a fast connection the
  // code had arrived by then (decision 0056). At most 250 ms after `load` whatever the report:
  // a browser without one, a hidden page, which paints nothing.
  function startAfterPaint() {
    setTimeout(start, 250);
    // Every browser that runs the page's code (modules) has PerformanceObserver.
    // Its callback is a task of its own.
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
  }

  if (document.readyState === 'complete') startAfterPaint();
  else {
    addEventListener('load', startAfterPaint);
    // A slow image must not hold the page's code back for long.
    addEventListener('DOMContentLoaded', function () {
      setTimeout(start, 3000);
    });
  }
})();
