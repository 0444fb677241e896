// The slot page's script (inlined with the page's CSP nonce; plain ES2017, no modules). It reads
// its data from <script type="application/json" id="slot-data">, posts a spin with the session
// token, animates the reels until the answer lands, then shows the balance and the win. The site
// may show its reality check here (GameWindowMsg): only its opener or parent, on the
// site's origin (the lobby URL's), is heard, and the answer goes back to it on that origin alone.
export const SLOT_SCRIPT = String.raw`(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('slot-data').textContent);
  var t = data.strings;
  var form = document.getElementById('controls');
  var spinButton = document.getElementById('spin');
  var betSelect = document.getElementById('bet');
  var balanceOut = document.getElementById('balance');
  var lastWinOut = document.getElementById('last-win');
  var statusEl = document.getElementById('status');
  var reelsEl = document.getElementById('reels');
  var machine = document.getElementById('machine');
  var reels = Array.prototype.slice.call(reelsEl.querySelectorAll('.reel'));
  var reduceMotion = !!(window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  var number = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  var current = data.windows;
  var busy = false;
  var ended = data.ended;
  var ticker = null;
  var check = document.getElementById('rc');
  var checkFrom = null;
  var main = document.querySelector('main');
  var siteOrigin = (function () {
    try { return new URL(data.lobbyUrl || '/', window.location.href).origin; } catch (e) { return window.location.origin; }
  })();

  function money(decimal) {
    var v = Number(decimal);
    return (v < 0 ? '-' : '') + data.symbol + number.format(Math.abs(v));
  }
  function fill(text, values) {
    return text.replace(/\{\{(\w+)\}\}/g, function (whole, name) { return name in values ? values[name] : whole; });
  }
  function setSymbol(cell, name) {
    cell.setAttribute('data-symbol', name);
    cell.querySelector('use').setAttribute('href', '#sym-' + name);
  }
  function showReel(i, window3) {
    var cells = reels[i].querySelectorAll('.cell');
    for (var j = 0; j < cells.length; j += 1) setSymbol(cells[j], window3[j]);
  }
  function showWindows(windows) {
    windows.forEach(function (w, i) { showReel(i, w); });
    reelsEl.setAttribute('aria-label', t.reels + ': ' + windows.map(function (w) { return t[w[1]]; }).join(', '));
  }
  function say(text, kind) {
    statusEl.textContent = text;
    statusEl.className = 'status' + (kind ? ' ' + kind : '');
  }
  function randomSymbol() {
    return data.symbols[Math.floor(Math.random() * data.symbols.length)];
  }
  function startAnimation() {
    machine.classList.remove('won');
    if (reduceMotion) return;
    reels.forEach(function (r) { r.classList.add('spinning'); });
    ticker = setInterval(function () {
      reels.forEach(function (r, i) {
        if (r.classList.contains('spinning')) showReel(i, [randomSymbol(), randomSymbol(), randomSymbol()]);
      });
    }, 70);
  }
  // Reels stop left to right on the answer (or back where they were after a refusal).
  function stopAnimation(windows) {
    var target = windows || current;
    return new Promise(function (resolve) {
      if (!ticker) { showWindows(target); resolve(); return; }
      reels.forEach(function (r, i) {
        setTimeout(function () { r.classList.remove('spinning'); showReel(i, target[i]); }, 200 + i * 200);
      });
      setTimeout(function () {
        clearInterval(ticker);
        ticker = null;
        showWindows(target);
        resolve();
      }, 200 + reels.length * 200);
    });
  }
  function finish() {
    busy = false;
    spinButton.disabled = ended || !!checkFrom;
    betSelect.disabled = ended || !!checkFrom;
    spinButton.textContent = t.spin;
  }

  // The reality check: play waits (the rest of the page inert) until it is answered here or there.
  function showCheck(msg, from) {
    document.getElementById('rc-title').textContent = msg.title;
    document.getElementById('rc-body').textContent = msg.body;
    document.getElementById('rc-keep').textContent = msg.keep_playing;
    document.getElementById('rc-logout').textContent = msg.log_out;
    checkFrom = from;
    spinButton.disabled = true;
    betSelect.disabled = true;
    main.setAttribute('inert', '');
    main.setAttribute('aria-hidden', 'true');
    check.hidden = false;
    document.getElementById('rc-keep').focus();
  }
  function hideCheck() {
    if (!checkFrom) return;
    checkFrom = null;
    check.hidden = true;
    main.removeAttribute('inert');
    main.removeAttribute('aria-hidden');
    if (!busy) finish();
  }
  function answerCheck(answer) {
    var to = checkFrom;
    hideCheck();
    if (to) to.postMessage(answer, siteOrigin);
  }
  var text = function (v) { return typeof v === 'string' && v.length <= 2000; };
  window.addEventListener('message', function (event) {
    var from = event.source;
    var site = from && (from === window.opener || (from === window.parent && from !== window));
    var msg = event.data;
    if (!site || event.origin !== siteOrigin || !msg || msg.source !== data.msgSource) return;
    if (msg.type === 'reality-check' && text(msg.title) && text(msg.body) && text(msg.keep_playing) && text(msg.log_out)) showCheck(msg, from);
    else if (msg.type === 'reality-check-closed') hideCheck();
  });
  document.getElementById('rc-keep').addEventListener('click', function () { answerCheck(data.answers.keep); });
  document.getElementById('rc-logout').addEventListener('click', function () { answerCheck(data.answers.logOut); });

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (busy || ended || checkFrom) return;
    busy = true;
    spinButton.disabled = true;
    betSelect.disabled = true;
    spinButton.textContent = t.spinning;
    say('');
    startAnimation();
    fetch(data.spinUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: data.token, bet: betSelect.value }),
      credentials: 'omit',
    })
      .then(function (res) { return res.json(); })
      .then(function (answer) {
        if (answer && answer.code === 100) {
          var d = answer.data;
          return stopAnimation(d.reels).then(function () {
            current = d.reels;
            balanceOut.textContent = money(d.balance);
            lastWinOut.textContent = money(d.win);
            if (Number(d.win) > 0) {
              machine.classList.add('won');
              say(fill(t.you_won, { amount: money(d.win) }), 'win');
            } else {
              say(t.no_win);
            }
          });
        }
        return stopAnimation(null).then(function () {
          if (answer && answer.code === data.codes.insufficient) say(t.insufficient, 'error');
          else if (answer && answer.code === data.codes.ended) { ended = true; say(t.ended, 'error'); }
          else say(t.spin_failed, 'error');
        });
      })
      .catch(function () {
        return stopAnimation(null).then(function () { say(t.spin_failed, 'error'); });
      })
      .then(finish);
  });
})();
`;
