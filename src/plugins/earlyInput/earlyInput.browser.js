// Inline at the top of <body> on every page (see index.ts): the navbar's controls work from the first
// paint, before the app has started. Plain browser JavaScript, no imports: it is minified into the
// page as is, and the Content-Security-Policy allows it by its hash (scripts/lib/deploy-config.mjs).
//
// - Search button, Ctrl/Cmd+K and '/': opens a shell of the search dialog at once (an input the reader
//   can type into) and queues 'search'. The app's search bar claims the queue when it mounts, opens
//   the real dialog with what was typed and removes the shell (src/lib/startup/earlyInput.ts).
// - Menu button (phones): dims the page as the drawer does, marks the button pressed and queues
//   'menu'; the app's drawer claims it and opens. A second press, or a press on the shade, cancels.
// - Hide-on-scroll: the navbar hides while the reader scrolls down and comes back on scroll up, near
//   the top, or when focus enters it. This script does it for the page's whole life (the theme's own
//   hideOnScroll, which works only once the app runs, is off).
// - Inside SigNoz: its "Add data source" onboarding shows docs pages in a frame (only SigNoz may frame the
//   site: frame-ancestors in scripts/lib/deploy-config.mjs). A framed page gets data-embedded on <html>,
//   and src/css/custom.css drops the site's navigation so the panel shows the guide itself.
// Once the app has claimed a control (window.__signozEarly.claimed), this script leaves it alone.
(function (win, doc) {
  var root = doc.documentElement;
  // Comparing the two windows is allowed across origins; reading the parent's properties is not needed.
  if (win.self !== win.top) root.setAttribute('data-embedded', '');
  var script = doc.currentScript;
  var early = (win.__signozEarly = win.__signozEarly || { actions: [], claimed: {} });
  var SHELL_ID = 'early-search';

  function queue(kind) {
    if (early.actions.indexOf(kind) < 0) early.actions.push(kind);
  }
  function unqueue(kind) {
    var i = early.actions.indexOf(kind);
    if (i >= 0) early.actions.splice(i, 1);
  }

  function openSearchShell() {
    if (doc.getElementById(SHELL_ID)) return;
    var dialog = doc.createElement('dialog');
    dialog.id = SHELL_ID;
    dialog.className = 'early-search';
    dialog.setAttribute('aria-label', 'Search');
    var input = doc.createElement('input');
    input.type = 'search';
    input.placeholder = 'Search docs';
    input.autocomplete = 'off';
    input.spellcheck = false;
    input.setAttribute('aria-label', 'Search docs');
    var status = doc.createElement('p');
    status.setAttribute('role', 'status');
    status.textContent = 'Starting search…';
    dialog.appendChild(input);
    dialog.appendChild(status);
    dialog.addEventListener('close', function () {
      unqueue('search');
      if (dialog.parentNode) dialog.parentNode.removeChild(dialog);
    });
    dialog.addEventListener('click', function (event) {
      if (event.target === dialog) dialog.close();
    });
    doc.body.appendChild(dialog);
    queue('search');
    if (dialog.showModal) dialog.showModal();
    input.focus();
  }

  function toggleMenu(button) {
    var open = !root.hasAttribute('data-early-menu');
    if (open) {
      root.setAttribute('data-early-menu', '');
      queue('menu');
    } else {
      root.removeAttribute('data-early-menu');
      unqueue('menu');
    }
    if (button) button.setAttribute('aria-expanded', String(open));
  }

  doc.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      if (!target || !target.closest) return;
      if (!early.claimed.menu) {
        var toggle = target.closest('.navbar__toggle');
        if (toggle) return toggleMenu(toggle);
        if (root.hasAttribute('data-early-menu') && target.closest('.navbar-sidebar__backdrop')) {
          return toggleMenu(doc.querySelector('.navbar__toggle'));
        }
      }
      if (!early.claimed.search && target.closest('[data-early-search]')) openSearchShell();
    },
    true,
  );

  doc.addEventListener(
    'keydown',
    function (event) {
      if (early.claimed.search || event.defaultPrevented || event.isComposing) return;
      if (!doc.querySelector('[data-early-search]')) return;
      var target = event.target;
      var editable = !!target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(String(target.tagName)));
      var key = String(event.key);
      var modified = event.ctrlKey || event.metaKey;
      var chord = modified && !event.altKey && key.toLowerCase() === 'k';
      var slash = key === '/' && !editable && !modified && !event.altKey;
      if (!chord && !slash) return;
      event.preventDefault();
      openSearchShell();
    },
    true,
  );

  if (script && script.hasAttribute('data-hide-on-scroll')) {
    var last = win.scrollY;
    win.addEventListener(
      'scroll',
      function () {
        var navbar = doc.querySelector('.navbar');
        var y = win.scrollY;
        if (!navbar) return;
        var height = navbar.offsetHeight;
        if (y < height) root.removeAttribute('data-navbar-hidden');
        else if (y > last) root.setAttribute('data-navbar-hidden', '');
        // Not at the bottom, where a bounce would bring it back for nothing.
        else if (y < last && y + win.innerHeight < root.scrollHeight - height)
          root.removeAttribute('data-navbar-hidden');
        last = y;
      },
      { passive: true },
    );
  }
})(window, document);
