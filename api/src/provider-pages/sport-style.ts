// The sportsbook page's stylesheet (inlined with the page's CSP nonce). Light, compact, fluid:
// the page reports its height to the parent, so nothing here is fixed-height.
export const SPORT_STYLE = `
:root{color-scheme:light;--bg:#f4f6fb;--panel:#fff;--edge:#d9dee8;--text:#101828;--muted:#5b6476;--accent:#175cd3}
*{box-sizing:border-box}
html,body{margin:0}
body{background:var(--bg);color:var(--text);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
.book{max-width:64rem;margin:0 auto;padding:1rem;display:grid;gap:1rem}
h1{margin:0;font-size:1.375rem}
h2{margin:0 0 .5rem;font-size:1.125rem}
h3{margin:.75rem 0 .25rem;font-size:1rem;color:var(--muted)}
section{background:var(--panel);border:1px solid var(--edge);border-radius:12px;padding:.75rem 1rem}
ul{list-style:none;margin:0;padding:0}
.fixture{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:.25rem 1rem;align-items:center;padding:.5rem 0;border-top:1px solid var(--edge)}
.teams{font-weight:600;overflow-wrap:anywhere}
.time{color:var(--muted);font-size:.875rem;grid-column:1}
.odds{display:flex;gap:.375rem;grid-row:1 / span 2;grid-column:2;margin:0}
.odd{min-width:4.25rem;text-align:center;border:1px solid var(--edge);border-radius:8px;padding:.25rem .375rem;margin:0}
.odd dt{font-size:.75rem;color:var(--muted)}
.odd dd{margin:0;font-weight:700;font-variant-numeric:tabular-nums}
.note{margin:0;color:var(--muted);font-size:.875rem}
.game{display:flex;justify-content:space-between;align-items:center;gap:1rem;padding:.5rem 0;border-top:1px solid var(--edge)}
a.play{display:inline-flex;align-items:center;min-height:44px;padding:.375rem 1.25rem;border-radius:999px;background:var(--accent);color:#fff;font-weight:700;text-decoration:none}
a.play:hover{filter:brightness(1.1)}
:focus-visible{outline:3px solid #f79009;outline-offset:2px}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:480px){.book{padding:.5rem}.fixture{grid-template-columns:1fr}.odds{grid-row:auto;grid-column:1}}
`;
