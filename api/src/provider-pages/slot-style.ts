// The slot page's stylesheet (inlined with the page's CSP nonce). Dark casino look, one column,
// 44 px+ touch targets, reduced motion honoured.
export const SLOT_STYLE = `
:root{color-scheme:dark;--bg:#10131a;--panel:#1b2130;--edge:#34405a;--text:#f1f3f5;--muted:#b4bfd0;--gold:#fcc419;--win:#69db7c;--error:#ffa8a8}
*{box-sizing:border-box}
html,body{margin:0;min-height:100%}
html{background:var(--bg)}
body{background:radial-gradient(circle at 50% 0,#26324d,var(--bg) 70%) fixed;color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
.defs{position:absolute;width:0;height:0;overflow:hidden}
.slot{max-width:40rem;margin:0 auto;padding:1rem;display:grid;gap:1rem}
.top{display:flex;align-items:center;justify-content:space-between;gap:.75rem;flex-wrap:wrap}
h1{margin:0;font-size:1.375rem;line-height:1.25;overflow-wrap:anywhere}
a.lobby{color:var(--text);text-decoration:none;border:1px solid var(--edge);border-radius:999px;padding:.5rem 1rem;min-height:44px;display:inline-flex;align-items:center;gap:.375rem;background:var(--panel);font-weight:600}
a.lobby:hover{border-color:var(--gold)}
:focus-visible{outline:3px solid var(--gold);outline-offset:2px}
.demo{margin:0;padding:.5rem .75rem;border-radius:10px;background:#3b2f0b;color:#ffe066;border:1px solid #8a6d0b;font-weight:600}
.meters{display:grid;grid-template-columns:1fr 1fr;gap:.75rem;margin:0}
.meter{background:var(--panel);border:1px solid var(--edge);border-radius:12px;padding:.5rem .75rem;margin:0}
.label{display:block;color:var(--muted);font-size:.8125rem}
.amount{display:block;font-size:1.25rem;font-weight:700;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
.machine{position:relative;background:linear-gradient(#3a2810,#1a1208);border:3px solid #c99a06;border-radius:18px;padding:.75rem;transition:box-shadow .3s}
.machine.won{box-shadow:0 0 0 3px var(--win),0 0 28px rgba(105,219,124,.55)}
.reels{display:grid;grid-template-columns:repeat(3,1fr);gap:.5rem}
.reel{background:linear-gradient(#e9ecef,#fff 30%,#fff 70%,#e9ecef);border-radius:10px;overflow:hidden;display:grid}
.cell{display:flex;align-items:center;justify-content:center;aspect-ratio:1.3;padding:8%}
.cell:first-child,.cell:last-child{opacity:.4}
.sym{width:100%;height:100%;max-width:76px}
.payline{position:absolute;left:.4rem;right:.4rem;top:50%;height:3px;margin-top:-1.5px;background:rgba(224,49,49,.8);pointer-events:none;border-radius:2px}
.reel.spinning .sym{filter:blur(1.5px);transform:translateY(8%)}
.controls{display:flex;gap:.75rem;align-items:flex-end;flex-wrap:wrap;margin:0}
.bet{display:grid;gap:.25rem}
.bet label{color:var(--muted);font-size:.875rem}
select{min-height:48px;padding:.5rem .75rem;border-radius:10px;border:1px solid var(--edge);background:var(--panel);color:var(--text);font:inherit;min-width:9rem}
button.spin{flex:1;min-width:10rem;min-height:56px;border:0;border-radius:999px;background:linear-gradient(#ffd43b,#f08c00);color:#1a1208;font:inherit;font-size:1.25rem;font-weight:800;letter-spacing:.04em;cursor:pointer}
button.spin:hover{filter:brightness(1.08)}
button.spin:disabled,select:disabled{cursor:not-allowed;opacity:.6}
.status{min-height:1.5em;margin:0;font-weight:700;text-align:center}
.status.win{color:var(--win)}
.status.error{color:var(--error)}
details{background:var(--panel);border:1px solid var(--edge);border-radius:12px;padding:.5rem .75rem}
summary{cursor:pointer;min-height:32px;font-weight:600}
table{width:100%;border-collapse:collapse;margin-top:.25rem}
td,th{padding:.25rem .5rem;text-align:left;border-top:1px solid var(--edge);font-weight:400}
td{text-align:right;font-variant-numeric:tabular-nums}
.mini{display:inline-flex;gap:2px;vertical-align:middle;margin-right:.375rem}
.mini .sym{width:22px;height:22px}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.rc-backdrop{position:fixed;inset:0;z-index:10;display:flex;align-items:center;justify-content:center;padding:1rem;background:rgba(5,7,12,.8)}
.rc-backdrop[hidden]{display:none}
.rc{max-width:28rem;width:100%;background:var(--panel);border:2px solid var(--gold);border-radius:14px;padding:1.25rem;display:grid;gap:.75rem}
.rc h2{margin:0;font-size:1.25rem}
.rc p{margin:0}
.rc-actions{display:flex;gap:.75rem;flex-wrap:wrap}
.rc-actions button{flex:1;min-width:8rem;min-height:48px;border-radius:999px;font:inherit;font-weight:700;cursor:pointer}
.rc-keep{border:0;background:linear-gradient(#ffd43b,#f08c00);color:#1a1208}
.rc-logout{border:1px solid var(--edge);background:transparent;color:var(--text)}
@media (max-width:480px){.slot{padding:.75rem;gap:.75rem}h1{font-size:1.125rem}.controls{flex-direction:column;align-items:stretch}select{width:100%}}
@media (prefers-reduced-motion:reduce){.reel.spinning .sym{filter:none;transform:none}.machine{transition:none}}
`;
