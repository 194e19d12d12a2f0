// The HTML report's own script, as text the bundle inlines (no build step for one page). It reads
// the JSON payload (model.ts) and builds the page with createElement / createTextNode only: no
// document string is ever parsed as markup. Plain ES2017, no template literals (this file is one).
export const CLIENT_SCRIPT = String.raw`(function () {
'use strict';
var data = JSON.parse(document.getElementById('bench-data').textContent);
var SVG = 'http://www.w3.org/2000/svg';
var PALETTE = ['#0072B2', '#E69F00', '#009E73', '#D55E00', '#56B4E9', '#CC79A7', '#F0E442', '#000000'];
var GROUPS = ['pass \u2192 fail', 'new failure', 'failing', 'fixed', 'passing'];
var MARK = { P: '\u2713', F: '\u2717', '-': '\u2013' };
var PAGE = 100;

function add(node, kids) {
  for (var i = 0; i < kids.length; i++) {
    var k = kids[i];
    if (k === null || k === undefined) continue;
    node.appendChild(typeof k === 'object' ? k : document.createTextNode(String(k)));
  }
  return node;
}
function el(tag, cls) {
  var node = document.createElement(tag);
  if (cls) node.className = cls;
  return add(node, Array.prototype.slice.call(arguments, 2));
}
function sv(tag, attrs) {
  var node = document.createElementNS(SVG, tag);
  for (var k in attrs) node.setAttribute(k, String(attrs[k]));
  return add(node, Array.prototype.slice.call(arguments, 2));
}
function table(header, rows, numeric) {
  var head = el('tr', null);
  header.forEach(function (h, i) { head.appendChild(el('th', numeric && numeric[i] ? 'num' : null, h)); });
  var body = el('tbody', null);
  rows.forEach(function (r) {
    var tr = el('tr', null);
    r.forEach(function (c, i) { tr.appendChild(el('td', numeric && numeric[i] ? 'num' : null, c)); });
    body.appendChild(tr);
  });
  return el('div', 'scroll', el('table', null, el('thead', null, head), body));
}
function tone(text, t) { return el('span', 'tone tone-' + String(t).replace(/[^a-z0-9-]/g, ''), text); }
function link(label, url) {
  var a = el('a', null, label);
  if (/^https:\/\//.test(url)) { a.href = url; a.rel = 'noopener noreferrer'; }
  return a;
}

// ---- charts (inline SVG: axes, bars and lines; the legend is HTML under the plot, never cut) ----
function chart(spec) {
  var W = 640, H = 260, L = 48, R = 12, T = 12, B = 56;
  var all = [];
  spec.series.forEach(function (s) { s.values.forEach(function (v) { if (isFinite(v)) all.push(v); }); });
  var lo = Math.min(0, Math.min.apply(null, all.concat([0])));
  var hi = spec.yMax !== null ? spec.yMax : Math.max.apply(null, all.concat([1])) * 1.1;
  if (hi <= lo) hi = lo + 1;
  var n = spec.xLabels.length, pw = W - L - R, ph = H - T - B, step = pw / Math.max(1, n);
  var y = function (v) { return T + ph - ((v - lo) / (hi - lo)) * ph; };
  var g = sv('svg', { viewBox: '0 0 ' + W + ' ' + H, role: 'img', 'class': 'chart' }, sv('title', {}, spec.title));
  for (var t = 0; t <= 4; t++) {
    var v = lo + ((hi - lo) * t) / 4, yy = y(v);
    g.appendChild(sv('line', { x1: L, x2: W - R, y1: yy, y2: yy, 'class': 'grid' }));
    g.appendChild(sv('text', { x: L - 6, y: yy + 4, 'text-anchor': 'end', 'class': 'tick' }, +v.toFixed(2)));
  }
  var bars = spec.series.filter(function (s) { return s.kind === 'bar'; });
  var bw = (step * 0.8) / Math.max(1, bars.length);
  spec.series.forEach(function (s, si) {
    var colour = PALETTE[si % PALETTE.length];
    if (s.kind === 'bar') {
      var bi = bars.indexOf(s);
      s.values.forEach(function (v, i) {
        if (!isFinite(v)) return;
        var top = y(Math.max(v, 0)), h = Math.abs(y(v) - y(0));
        g.appendChild(sv('rect', { x: L + i * step + step * 0.1 + bi * bw, y: top, width: Math.max(1, bw - 1), height: Math.max(0.5, h), fill: colour },
          sv('title', {}, s.name + ' \u00b7 ' + spec.xLabels[i] + ': ' + +v.toFixed(2))));
      });
    } else {
      var pts = [];
      s.values.forEach(function (v, i) { if (isFinite(v)) pts.push((L + (i + 0.5) * step).toFixed(1) + ',' + y(v).toFixed(1)); });
      g.appendChild(sv('polyline', { points: pts.join(' '), fill: 'none', stroke: colour, 'stroke-width': 2 }));
      s.values.forEach(function (v, i) {
        if (isFinite(v)) g.appendChild(sv('circle', { cx: L + (i + 0.5) * step, cy: y(v), r: 3, fill: colour },
          sv('title', {}, s.name + ' \u00b7 ' + spec.xLabels[i] + ': ' + +v.toFixed(2))));
      });
    }
  });
  var every = Math.ceil(n / 24), slant = n > 8;
  spec.xLabels.forEach(function (label, i) {
    if (i % every !== 0) return;
    var x = L + (i + 0.5) * step, short = label.length > 14 ? label.slice(0, 13) + '\u2026' : label;
    g.appendChild(sv('text', slant ? { x: x, y: T + ph + 12, 'text-anchor': 'end', transform: 'rotate(-35 ' + x + ' ' + (T + ph + 12) + ')', 'class': 'tick' }
      : { x: x, y: T + ph + 16, 'text-anchor': 'middle', 'class': 'tick' }, short, sv('title', {}, label)));
  });
  g.appendChild(sv('text', { x: 12, y: T + ph / 2, transform: 'rotate(-90 12 ' + (T + ph / 2) + ')', 'text-anchor': 'middle', 'class': 'axis' }, spec.yLabel));
  if (spec.xTitle) g.appendChild(sv('text', { x: L + pw / 2, y: H - 4, 'text-anchor': 'middle', 'class': 'axis' }, spec.xTitle));
  var legend = el('div', 'legend');
  spec.series.forEach(function (s, si) {
    var key = el('span', 'swatch ' + s.kind);
    key.style.background = PALETTE[si % PALETTE.length];
    legend.appendChild(el('span', 'key', key, s.name));
  });
  return el('figure', 'figure', el('figcaption', null, spec.title), g, legend);
}

// ---- the run and its suites ----
var run = data.run;
var root = document.getElementById('app');
var head = el('header', null, el('h1', null, 'bench-check ', tone(run.verdict, run.tone)),
  el('p', 'facts', run.headline, ' \u00b7 ', run.tool, ' \u00b7 ', run.createdAt, run.commit ? ' \u00b7 commit ' + run.commit.slice(0, 12) : null),
  el('p', 'facts', 'final score ', el('b', null, run.score.current), ' \u00b7 baseline ', run.score.baseline, ' \u00b7 \u0394 ', run.score.delta,
    ' \u00b7 ', run.baseline === null ? 'no baseline' : 'baseline: ' + run.baseline));
run.failures.forEach(function (f) { head.appendChild(el('p', 'failure', f)); });
run.notes.forEach(function (f) { head.appendChild(el('p', 'note', f)); });
if (data.links.length) head.appendChild(add(el('p', 'facts'), data.links.map(function (l) { return link(l.label, l.url); })));
root.appendChild(head);

// What the suites cost: four more columns, only when a suite has usage.
var anyUsage = data.suites.some(function (s) { return s.usage !== null; });
var overview = data.suites.map(function (s, i) {
  var a = el('a', null, s.id); a.href = '#suite-' + i;
  var row = [a, s.benchmark, s.score.current, s.score.baseline, s.score.delta, tone(s.outcome, s.tone), s.items === null ? '\u2013' : s.items, s.gated];
  if (anyUsage) { var u = s.usage || { tokens: '\u2013', cost: '\u2013', total: '\u2013', latency: '\u2013' }; row.push(u.tokens, u.cost, u.total, u.latency); }
  return row;
});
var overviewHead = ['suite', 'benchmark', 'final score', 'baseline', '\u0394', 'verdict', 'items', 'gated'];
if (anyUsage) overviewHead.push('tokens / item', 'cost / item (\u0394)', 'cost in all', 'latency p50 / p95');
var usageNotes = data.suites.filter(function (s) { return s.usage !== null && s.usage.note !== null; }).map(function (s) { return el('p', 'note', s.usage.note); });
root.appendChild(add(el('section', null, el('h2', null, 'Suites'),
  table(overviewHead, overview, [0, 0, 1, 1, 1, 0, 1, 0, 1, 1, 1, 1])), usageNotes));

// ---- items: filtered, sorted by the generator (flipped first), one page in the DOM at a time ----
var items = data.items, shown = items, page = 0, lowered = null;
var suiteSel = el('select', null, el('option', null, 'all suites'));
data.suites.forEach(function (s, i) { var o = el('option', null, s.id); o.value = String(i); suiteSel.appendChild(o); });
suiteSel.firstChild.value = '';
var checks = [];
data.suites.forEach(function (s) { s.checks.forEach(function (c) { if (checks.indexOf(c) < 0) checks.push(c); }); });
var itemUsage = items.some(function (r) { return r[10] !== undefined; });
// An item's usage in a cell: tokens, cost, latency now, and the baseline's when it differs.
function usageText(u) { return u === null ? '\u2013' : [u[0], u[1], u[2]].filter(function (x) { return x !== null; }).join(' \u00b7 ') || '\u2013'; }
function usageCell(row) {
  if (row[10] === undefined) return el('td', 'usage', '\u2013');
  var now = usageText(row[10][0]), was = row[10][1] === null ? null : usageText(row[10][1]);
  return el('td', 'usage', now, was !== null && was !== now ? el('div', 'was', 'baseline: ' + was) : null);
}
var checkSel = el('select', null, el('option', null, 'any check'));
checkSel.firstChild.value = '';
checks.forEach(function (c) { var o = el('option', null, c); o.value = c; checkSel.appendChild(o); });
var stateSel = el('select', null);
[['all', 'all items'], ['flipped', 'pass \u2192 fail'], ['new', 'new failures'], ['failing', 'failing now'], ['fixed', 'fixed'], ['passing', 'passing']]
  .forEach(function (p) { var o = el('option', null, p[1]); o.value = p[0]; stateSel.appendChild(o); });
var search = el('input', null); search.type = 'search'; search.placeholder = 'search item id'; search.setAttribute('aria-label', 'search item id');
suiteSel.setAttribute('aria-label', 'suite'); checkSel.setAttribute('aria-label', 'check'); stateSel.setAttribute('aria-label', 'items');
var count = el('span', 'count');
var prev = el('button', null, '\u2190 previous'), next = el('button', null, 'next \u2192');
var body = el('tbody', null);
var detail = el('div', 'detail');
var STATES = { all: null, flipped: [0], 'new': [1], failing: [0, 1, 2], fixed: [3], passing: [4] };

function checkIndex(row, name) { return data.suites[row[0]].checks.indexOf(name); }
function matches(row, suite, check, states, q, k) {
  if (suite !== null && row[0] !== suite) return false;
  if (states !== null && states.indexOf(row[2]) < 0) return false;
  if (check !== '') {
    var ci = checkIndex(row, check);
    if (ci < 0) return false;
    if (row[3][ci] !== 'F' && !(row[4] !== null && row[4][ci] === 'P' && row[3][ci] !== 'P')) return false;
  }
  return q === '' || lowered[k].indexOf(q) >= 0;
}
function filter() {
  var suite = suiteSel.value === '' ? null : Number(suiteSel.value), check = checkSel.value;
  var states = STATES[stateSel.value] || null, q = search.value.trim().toLowerCase();
  if (q !== '' && lowered === null) lowered = items.map(function (r) { return r[1].toLowerCase(); });
  if (suite === null && check === '' && states === null && q === '') shown = items;
  else { shown = []; for (var k = 0; k < items.length; k++) if (matches(items[k], suite, check, states, q, k)) shown.push(items[k]); }
  page = 0;
  draw();
}
function chips(row) {
  var s = data.suites[row[0]], cell = el('td', 'checks');
  s.checks.forEach(function (c, i) {
    var now = row[3][i], was = row[4] === null ? null : row[4][i];
    var flipped = was === 'P' && now !== 'P';
    cell.appendChild(el('span', 'chip' + (flipped ? ' flipped' : now === 'F' ? ' fail' : ''),
      c + ' ' + (was === null || was === now ? MARK[now] : MARK[was] + '\u2192' + MARK[now])));
  });
  return cell;
}
var open = null, openFor = null;
// An item's detail opens as a row under it; the same row again closes it.
function show(row, tr) {
  var s = data.suites[row[0]];
  var again = open !== null && openFor === tr;
  if (open !== null) { open.parentNode.removeChild(open); open = null; openFor = null; }
  if (again) return;
  while (detail.firstChild) detail.removeChild(detail.firstChild);
  var cell = el('td', null, detail);
  cell.colSpan = itemUsage ? 6 : 5;
  open = el('tr', 'detail-row', cell);
  openFor = tr;
  tr.parentNode.insertBefore(open, tr.nextSibling);
  add(detail, [el('h3', null, row[1]), el('p', 'facts', s.id, ' \u00b7 ', s.benchmark, ' \u00b7 ', GROUPS[row[2]])]);
  detail.appendChild(table(['check', 'baseline', 'now'], s.checks.map(function (c, i) {
    return [c, row[4] === null ? 'not in the baseline' : MARK[row[4][i]], MARK[row[3][i]]];
  })));
  var dl = el('dl', null);
  var left = row[3].indexOf('F');
  var pairs = [['first failed check', left < 0 ? null : s.checks[left]], ['reason', row[5]], ['reason in the baseline', row[6]]].concat(row[7] || []).concat(s.identity);
  pairs.forEach(function (p) { if (p[1] !== null) add(dl, [el('dt', null, p[0]), el('dd', null, p[1])]); });
  detail.appendChild(dl);
  if (row[10] !== undefined) {
    detail.appendChild(el('h4', null, 'Usage'));
    var now = row[10][0], was = row[10][1];
    detail.appendChild(table(['', 'baseline', 'now'], ['tokens', 'cost', 'latency', 'requests', 'model'].map(function (label, k) {
      var b = was === null ? '\u2013' : was[k], n = now === null ? '\u2013' : now[k];
      return [label, b === null ? '\u2013' : b, n === null ? '\u2013' : n];
    })));
  }
  recorded(row[8], row[9]);
}
// What the benchmark recorded of the item (its input, target, output): now, beside the baseline's
// when its checks changed.
function recorded(now, was) {
  if (!now && !was) return;
  detail.appendChild(el('h4', null, 'What the benchmark recorded'));
  if (!was) {
    var dl = el('dl', 'recorded');
    now.forEach(function (p) { add(dl, [el('dt', null, p[0]), el('dd', null, p[1])]); });
    detail.appendChild(dl);
    return;
  }
  var labels = [], byNow = {}, byWas = {};
  (now || []).forEach(function (p) { if (labels.indexOf(p[0]) < 0) labels.push(p[0]); byNow['$' + p[0]] = p[1]; });
  was.forEach(function (p) { if (labels.indexOf(p[0]) < 0) labels.push(p[0]); byWas['$' + p[0]] = p[1]; });
  var t = table(['', 'baseline', 'now'], labels.map(function (l) {
    var b = byWas['$' + l], n = byNow['$' + l];
    return [l, b === undefined ? '\u2013' : b, n === undefined ? '\u2013' : n];
  }));
  t.firstChild.className = 'recorded';
  detail.appendChild(t);
}
function draw() {
  var pages = Math.max(1, Math.ceil(shown.length / PAGE));
  if (page >= pages) page = pages - 1;
  var from = page * PAGE, to = Math.min(shown.length, from + PAGE);
  var fresh = el('tbody', null);
  for (var k = from; k < to; k++) {
    (function (row) {
      var tr = el('tr', 'item g' + row[2], el('td', null, tone(GROUPS[row[2]], 'g' + row[2])), el('td', null, data.suites[row[0]].id),
        el('td', 'id', row[1]), chips(row), itemUsage ? usageCell(row) : null, el('td', 'reason', row[5] === null ? '' : row[5]));
      tr.tabIndex = 0;
      tr.addEventListener('click', function () { show(row, tr); });
      tr.addEventListener('keydown', function (e) { if (e.key === 'Enter') show(row, tr); });
      fresh.appendChild(tr);
    })(shown[k]);
  }
  body.parentNode.replaceChild(fresh, body);
  body = fresh;
  open = null;
  openFor = null;
  count.textContent = shown.length === 0 ? 'no item matches' :
    'items ' + (from + 1) + '\u2013' + to + ' of ' + shown.length + (shown.length < items.length ? ' (' + items.length + ' in all)' : '');
  prev.disabled = page === 0; next.disabled = page >= pages - 1;
}
var timer = null;
search.addEventListener('input', function () { clearTimeout(timer); timer = setTimeout(filter, 120); });
[suiteSel, checkSel, stateSel].forEach(function (s) { s.addEventListener('change', filter); });
prev.addEventListener('click', function () { page -= 1; draw(); });
next.addEventListener('click', function () { page += 1; draw(); });
var itemTable = el('table', 'items', el('thead', null, el('tr', null, el('th', null, 'state'), el('th', null, 'suite'), el('th', null, 'item'),
  el('th', null, 'checks (baseline \u2192 now)'), itemUsage ? el('th', null, 'tokens \u00b7 cost \u00b7 latency') : null, el('th', null, 'reason'))), body);
root.appendChild(el('section', null, el('h2', null, 'Items'),
  el('div', 'controls', suiteSel, checkSel, stateSel, search, count, prev, next),
  el('p', 'facts', 'Click a row (or press Enter on it) for its checks, reasons and fields.'), el('div', 'scroll', itemTable)));

// ---- each suite ----
data.suites.forEach(function (s, i) {
  var sec = el('section', 'suite', el('h2', null, s.id, ' ', tone(s.outcome, s.tone)));
  sec.id = 'suite-' + i;
  sec.appendChild(el('p', 'facts', s.benchmark, s.task ? ' \u00b7 ' + s.task : null, ' \u00b7 gated: ', s.gated,
    ' \u00b7 final score ', s.score.current, ' (baseline ', s.score.baseline, ', \u0394 ', s.score.delta, ')'));
  if (s.identity.length) sec.appendChild(el('p', 'facts', s.identity.map(function (p) { return p[0] + ': ' + p[1]; }).join(' \u00b7 ')));
  if (s.usage !== null) sec.appendChild(el('p', 'facts', 'usage: ', s.usage.line));
  var c = s.itemCounts;
  if (c.total > 0) sec.appendChild(el('p', 'facts', c.total + ' items: ' + c.flipped + ' pass \u2192 fail, ' + c.newFailures + ' new failures, ' + c.failing + ' failing'));
  if (s.itemsNote) sec.appendChild(el('p', 'note', s.itemsNote));
  var rounds = s.targets.filter(function (t) { return t.round !== null; });
  if (rounds.length) sec.appendChild(add(el('div', null), [el('h3', null, 'Rounds'), table(['round', 'in', 'passed', 'survival', 'baseline', '\u0394', 'verdict', 'baseline in / passed'],
    rounds.map(function (t) { var r = t.round; return [t.id, r.input, r.passed, t.current, t.baseline, t.delta, tone(t.verdict, t.tone), r.baselineInput === null ? '\u2013' : r.baselineInput + ' / ' + r.baselinePassed]; }),
    [0, 1, 1, 1, 1, 1, 0, 1])]));
  var metrics = s.targets.filter(function (t) { return t.round === null; });
  if (metrics.length) sec.appendChild(add(el('div', null), [el('h3', null, 'Metrics'), table(['metric', 'better', 'baseline', 'current', '\u0394', 'verdict', 'p (adj.)', 'why'],
    metrics.map(function (t) { return [t.label, t.better, t.baseline, t.current, t.delta, tone(t.verdict, t.tone), t.p, t.why]; }), [0, 0, 1, 1, 1, 0, 1, 0])]));
  var spread = s.targets.filter(function (t) { return t.repeats !== null; });
  if (s.repeats.length) sec.appendChild(add(el('div', null), [el('h3', null, 'Repeats'),
    table(['repeat', 'seed', 'status', 'final score'], s.repeats.map(function (r) { return [r.index, r.seed === null ? '\u2013' : r.seed, r.status, r.finalScore]; }), [1, 1, 0, 1]),
    spread.length ? table(['target', 'test', 'baseline (mean \u00b1 95 %, n)', 'this run'], spread.map(function (t) { return [t.label, t.repeats.test, t.repeats.baseline, t.repeats.current]; })) : null]));
  var history = s.targets.filter(function (t) { return t.history !== null && t.history.length; });
  if (history.length) sec.appendChild(add(el('div', null), [el('h3', null, 'History (base branch, oldest first)'),
    table(['target', 'past values', 'this run'], history.map(function (t) { return [t.label, t.history.map(function (v) { return +v.toFixed(4); }).join(' \u00b7 '), t.current]; }))]));
  if (s.charts.length) sec.appendChild(add(el('div', 'charts'), s.charts.map(chart)));
  root.appendChild(sec);
});
filter();
// When the page became usable, in ms from the start of navigation (the browser tests and the bench read it).
document.body.setAttribute('data-ready', String(Math.round(performance.now())));
})();
`;

export const STYLE = `
:root { color-scheme: light dark; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --bg: #fff; --soft: #f6f8fa; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --bg: #0d1117; --soft: #151b23; } }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); margin: 0 auto; padding: 16px 24px; max-width: 1280px; }
h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 18px; margin: 28px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; } h3 { font-size: 15px; margin: 16px 0 6px; }
.facts { color: var(--muted); margin: 2px 0; overflow-wrap: anywhere; }
.failure { color: #cf222e; font-weight: 600; } .note { color: #9a6700; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; margin: 4px 0 8px; }
th, td { border: 1px solid var(--line); padding: 3px 8px; text-align: left; vertical-align: top; }
th { background: var(--soft); font-weight: 600; } td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
td.id, td.reason, dd { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12.5px; overflow-wrap: anywhere; }
td.reason { max-width: 480px; } td.usage { white-space: nowrap; font-variant-numeric: tabular-nums; } td.usage .was { color: var(--muted); font-size: 12px; } tr.detail-row > td { padding: 0 8px; }
.tone { display: inline-block; padding: 0 6px; border-radius: 10px; font-size: 12.5px; font-weight: 600; background: var(--soft); border: 1px solid var(--line); }
.tone-regressed, .tone-fail, .tone-error, .tone-g0 { background: #ffebe9; color: #a40e26; border-color: #ffcecb; }
.tone-possible-regression, .tone-not-shown, .tone-warn, .tone-g1 { background: #fff8c5; color: #7d4e00; border-color: #f5e0a0; }
.tone-improved, .tone-pass, .tone-g3 { background: #dafbe1; color: #116329; border-color: #aceebb; }
.tone-g2 { background: #fbefff; color: #6e3ea8; border-color: #e9d5ff; }
.controls { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 8px 0; }
.controls select, .controls input, .controls button { font: inherit; padding: 3px 6px; }
.count { color: var(--muted); min-width: 200px; }
table.items { width: 100%; } tr.item { cursor: pointer; } tr.item:hover, tr.item:focus { background: var(--soft); outline: none; }
.chip { display: inline-block; margin: 1px 4px 1px 0; padding: 0 5px; border-radius: 4px; border: 1px solid var(--line); font-size: 12px; white-space: nowrap; }
.chip.fail { border-color: #d4a72c; } .chip.flipped { background: #ffebe9; color: #a40e26; border-color: #cf222e; font-weight: 600; }
.detail { border: 1px solid var(--line); border-radius: 6px; padding: 8px 12px; margin: 8px 0; background: var(--soft); }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; } dt { color: var(--muted); } dd { margin: 0; white-space: pre-wrap; }
h4 { margin: 10px 0 4px; } dl.recorded dd { max-height: 16em; overflow: auto; }
table.recorded td { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12.5px; overflow-wrap: anywhere; white-space: pre-wrap; max-width: 560px; }
.charts { display: flex; flex-wrap: wrap; gap: 16px; }
.figure { margin: 0; width: 640px; max-width: 100%; } figcaption { font-weight: 600; margin-bottom: 4px; }
svg.chart { width: 100%; height: auto; overflow: visible; } svg .grid { stroke: var(--line); } svg text { fill: var(--muted); font-size: 11px; } svg .axis { font-size: 12px; }
.legend { display: flex; flex-wrap: wrap; gap: 4px 14px; font-size: 12.5px; } .key { display: inline-flex; align-items: center; gap: 5px; }
.swatch { display: inline-block; width: 12px; height: 12px; border-radius: 2px; } .swatch.line { height: 3px; width: 16px; }
`;
