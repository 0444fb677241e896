// The sportsbook page's script (inlined with the page's CSP nonce). It talks to the page that
// frames it (spec 01 §4): S001 with its height on load and on every size change, and
// U003_open_game with the game when a "Play" link is clicked. Messages go to its own origin only
// (the site serves /api from its own origin, so the parent shares it).
export const SPORT_SCRIPT = String.raw`(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('sport-data').textContent);
  var origin = window.location.origin;
  var lastHeight = -1;
  function post(message) {
    if (window.parent && window.parent !== window) window.parent.postMessage(message, origin);
  }
  // Always on load and resize; on layout changes only when the height moved.
  function reportHeight(always) {
    var height = Math.ceil(document.documentElement.scrollHeight);
    if (always !== true && height === lastHeight) return;
    lastHeight = height;
    post({ event: data.heightEvent, height: height });
  }
  window.addEventListener('load', function () { reportHeight(true); });
  window.addEventListener('resize', function () { reportHeight(true); });
  if (typeof ResizeObserver === 'function') new ResizeObserver(function () { reportHeight(false); }).observe(document.body);
  reportHeight(true);
  document.addEventListener('click', function (event) {
    var link = event.target && event.target.closest ? event.target.closest('a[data-game-code]') : null;
    if (!link) return;
    event.preventDefault();
    post({
      event: data.openGameEvent,
      game: {
        gp_id: link.getAttribute('data-gp-id'),
        game_type: Number(link.getAttribute('data-game-type')),
        game_code: link.getAttribute('data-game-code'),
      },
    });
  });
})();
`;
