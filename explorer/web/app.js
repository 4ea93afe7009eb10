// The explorer's page. Every number it shows comes from the server's JSON API (the same
// objects as `grundy … --json`); this script only draws them and sends the moves chosen.
'use strict';

const $ = (id) => document.getElementById(id);
const SVG = 'http://www.w3.org/2000/svg';

function el(tag, attrs, ...children) {
  const e = tag.startsWith('svg:') ? document.createElementNS(SVG, tag.slice(4)) : document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === 'class') e.setAttribute('class', v);
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

async function api(command, body) {
  const response = await fetch('/api/' + command, body === undefined ? {} : {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  let data;
  try { data = await response.json(); } catch (e) { throw new Error('the server answered ' + response.status); }
  if (!response.ok) throw new Error(data.error || ('the server answered ' + response.status));
  return data;
}

// "kayles 7 + nim 3" -> the command line's GAME and the rest.
function request(line, limit) {
  const words = line.trim().split(/\s+/);
  return { game: words[0] || '', position: words.slice(1).join(' '), limit: limit ?? null };
}

function showError(message) {
  const box = $('error');
  box.textContent = message ? 'error: ' + message : '';
  box.hidden = !message;
}

// ---- play ---------------------------------------------------------------------------------

const play = {
  start: null,       // the position played from (a line)
  humanFirst: true,
  history: [],       // {line, limit, report, by, label}
  showValues: false,
  hint: false,
  busy: false,
  delay: 350,
};

function current() { return play.history[play.history.length - 1]; }
function humanToMove() { return (play.history.length - 1) % 2 === (play.humanFirst ? 0 : 1); }
function over() { const r = current().report; return r.moves.length === 0 && r.all_moves_listed; }

async function startGame(line) {
  showError('');
  let report;
  try { report = await api('moves', request(line)); } catch (e) { showError(e.message); return; }
  play.start = report.position;
  play.history = [{ line: report.position, limit: report.limit, report, by: null, label: 'start' }];
  play.hint = false;
  $('position').value = report.position;
  render();
  maybeComputer();
}

async function makeMove(move, by) {
  if (play.busy) return;
  play.busy = true;
  showError('');
  try {
    const report = await api('moves', request(move.to, move.limit));
    play.history.push({ line: report.position, limit: report.limit, report, by, label: move.label });
    play.hint = false;
  } catch (e) {
    showError(e.message);
  } finally {
    play.busy = false;
  }
  render();
  maybeComputer();
}

function maybeComputer() {
  if (!current() || over() || humanToMove()) return;
  const report = current().report;
  const choice = report.moves[report.best];
  if (!choice) return;
  setTimeout(() => { if (current().report === report) makeMove(choice, 'computer'); }, play.delay);
}

function undo() {
  if (play.busy) return;
  // Back to the last position where the student was to move, before it.
  do { if (play.history.length > 1) play.history.pop(); } while (play.history.length > 1 && !humanToMove());
  play.hint = false;
  render();
  maybeComputer();
}

function humanMove(index) {
  if (play.busy || over() || !humanToMove()) return;
  const move = current().report.moves[index];
  if (move) makeMove(move, 'you');
}

function render() {
  const entry = current();
  if (!entry) return;
  const report = entry.report;
  const values = play.showValues;
  document.body.dataset.plies = String(play.history.length - 1);
  $('position-text').textContent = report.position + (report.limit !== null && report.limit !== undefined ? ` (take at most ${report.limit})` : '');
  // Status.
  let status;
  if (over()) {
    // With no move left the report's outcome says whether the player to move wins.
    const youWin = (report.outcome === 'N') === humanToMove();
    status = youWin ? 'You win!' : 'The computer wins.';
    if (report.misere) status += ' (Misère: whoever cannot move wins.)';
  } else if (humanToMove()) {
    status = 'Your move.';
  } else {
    status = 'The computer is thinking…';
  }
  $('status').textContent = status;
  $('status').dataset.over = over() ? (status.startsWith('You win') ? 'you' : 'computer') : '';
  $('undo').disabled = play.history.length <= (play.humanFirst ? 1 : 2);
  // Misère switch where the game has both conventions.
  $('misere-box').hidden = !(report.other_play || report.misere);
  $('misere').checked = report.misere;
  drawBoard(report);
  drawMoves(report);
  drawHint(report);
  $('values').hidden = !values;
  if (values) drawValues(report);
}

function drawBoard(report) {
  const board = $('board');
  board.replaceChildren();
  report.parts.forEach((part, p) => {
    const box = el('div', { class: 'part' }, el('span', { class: 'part-name' }, part.game), ' ', part.numbers.join(' '));
    if (part.numbers.every((h) => h <= 40)) {
      const w = 26;
      const width = Math.max(...part.numbers, 1) * w + 90;
      const svg = el('svg:svg', { width, height: part.numbers.length * w + 4, role: 'img', 'aria-label': `${part.game} ${part.numbers.join(' ')}` });
      part.numbers.forEach((h, i) => {
        svg.append(el('svg:text', { x: 2, y: i * w + 19, 'font-size': 15 }, `${part.numbers.length > 1 ? 'heap ' + (i + 1) : 'heap'}`));
        for (let k = 0; k < h; k++) {
          // Clicking stone k takes it and everything to its right: the heap becomes k.
          const c = el('svg:circle', { class: 'stone', cx: 80 + k * w, cy: i * w + 14, r: 10, 'data-part': p, 'data-heap': i, 'data-stone': k },
            el('svg:title', {}, `take stones ${k + 1} to ${h}`));
          c.addEventListener('click', () => clickStone(p, i, k));
          svg.append(c);
        }
      });
      box.append(el('div', {}, svg));
    }
    board.append(box);
  });
}

// The listed move (the server's) that leaves every number as it is but heap `heap` of part
// `part`, which becomes k.
function clickStone(part, heap, k) {
  const report = current().report;
  const want = report.parts.map((q, p) => q.numbers.map((h, i) => (p === part && i === heap ? k : h)).join(' ')).join('+');
  const index = report.moves.findIndex((m) => m.numbers.map((n) => n.join(' ')).join('+') === want);
  if (index < 0) { showError(`taking stones ${k + 1} to the end of that heap is not a legal move here: choose one from the list`); return; }
  humanMove(index);
}

function drawMoves(report) {
  const list = $('moves');
  list.replaceChildren();
  const yours = humanToMove() && !over();
  report.moves.forEach((m, i) => {
    const shown = play.showValues;
    const hinted = play.hint && i === hintIndex(report);
    const cls = [shown ? (m.wins ? 'win' : 'lose') : '', hinted ? 'hinted' : ''].join(' ').trim();
    const tag = shown ? [m.wins ? 'wins' : 'loses',
      m.value !== null ? `value ${m.value}` : null,
      m.remoteness !== null ? `${m.remoteness} ${m.remoteness === 1 ? 'move' : 'moves'} left` : null].filter(Boolean).join(', ') : '';
    const b = el('button', { class: cls || null, 'data-index': i, 'data-wins': shown ? String(m.wins) : null, disabled: !yours, onclick: () => humanMove(i) },
      (i < 9 ? `${i + 1}. ` : '') + m.label, tag ? el('span', { class: 'tag' }, tag) : null);
    list.append(el('li', {}, b));
  });
  if (report.note) list.append(el('li', { class: 'muted' }, report.note));
}

// The move a hint points at: the perfect opponent's own choice for the student.
function hintIndex(report) { return report.best; }

function drawHint(report) {
  const box = $('hint-text');
  if (!play.hint || over()) { box.hidden = true; return; }
  const m = report.moves[hintIndex(report)];
  if (report.outcome === 'P' || !m || !m.wins) {
    box.textContent = 'Every move loses against perfect play: ' + report.reason + (m ? `. Hold out longest: ${m.label}.` : '.');
  } else {
    box.textContent = `Try ${m.label}: ${m.why}`;
  }
  box.hidden = false;
}

function drawValues(report) {
  const value = report.value !== null ? `value ${report.value}` : 'no Grundy value';
  const who = report.outcome === 'N' ? 'the player to move wins' : 'the player to move loses';
  const rem = report.remoteness !== null ? `; ${report.remoteness} ${report.remoteness === 1 ? 'move' : 'moves'} left under perfect play` : '';
  $('summary').replaceChildren(
    el('strong', {}, `${value}, ${report.outcome}: ${who}${rem}`), el('br'),
    el('span', { class: 'muted' }, report.reason));
  drawNimSum(report.nim_sum);
  drawChart();
  drawTree(report);
}

function drawNimSum(ns) {
  const box = $('nim-sum');
  box.replaceChildren();
  if (!ns) { box.append(el('p', { class: 'muted' }, 'No nim-sum: misère play is not decided by Grundy values.')); return; }
  const width = ns.xor.bits.length;
  const table = el('table', { class: 'bits', 'aria-label': 'the values in binary and their xor' });
  const head = el('tr', {}, el('th', {}, ''), el('th', {}, 'value'));
  for (let b = width - 1; b >= 0; b--) head.append(el('th', {}, String(2 ** b)));
  table.append(head);
  const row = (r, cls) => {
    const tr = el('tr', { class: cls }, el('th', {}, r.label), el('td', {}, String(r.value)));
    [...r.bits].forEach((bit, j) => {
      const b = width - 1 - j;
      tr.append(el('td', { class: ns.deciding_bit === b ? 'decide' : null }, bit));
    });
    return tr;
  };
  ns.rows.forEach((r) => table.append(row(r, r.decides ? 'decides' : null)));
  table.append(row(ns.xor, 'xor'));
  box.append(table);
  box.append(el('p', { class: 'muted' }, ns.deciding_bit === null || ns.deciding_bit === undefined
    ? 'The xor is 0: every move changes some bit, so the opponent gets a non-zero xor.'
    : `The highlighted column (${2 ** ns.deciding_bit}) is the xor's highest 1: lower a value that has it (bold) to make the xor 0.`));
}

function drawChart() {
  const box = $('chart');
  const points = play.history.map((h) => h.report);
  const w = 520, h = 150, left = 40, bottom = 24;
  const top = Math.max(1, ...points.map((r) => (r.value !== null ? Number(r.value) : 1)));
  const svg = el('svg:svg', { width: w, height: h + bottom, role: 'img', 'aria-label': 'value after each move' });
  const x = (i) => left + (points.length <= 1 ? 0 : (i * (w - left - 10)) / (points.length - 1));
  const y = (v) => 8 + (h - 16) * (1 - v / top);
  svg.append(el('svg:line', { x1: left, y1: y(0), x2: w - 5, y2: y(0), stroke: '#999' }));
  svg.append(el('svg:text', { x: 2, y: y(0) + 5, 'font-size': 13 }, '0'));
  svg.append(el('svg:text', { x: 2, y: y(top) + 5, 'font-size': 13 }, String(top)));
  let path = '';
  points.forEach((r, i) => {
    const v = r.value !== null ? Number(r.value) : (r.outcome === 'N' ? 1 : 0);
    path += `${i ? 'L' : 'M'}${x(i)},${y(v)}`;
  });
  svg.append(el('svg:path', { d: path, fill: 'none', stroke: '#555', 'stroke-width': 2 }));
  points.forEach((r, i) => {
    const v = r.value !== null ? Number(r.value) : (r.outcome === 'N' ? 1 : 0);
    // Who was winning: the player to move at point i wins iff its outcome is N.
    const moverIsYou = (i % 2) === (play.humanFirst ? 0 : 1);
    const youWinning = (r.outcome === 'N') === moverIsYou;
    svg.append(el('svg:circle', { cx: x(i), cy: y(v), r: 7, fill: youWinning ? '#0a6b2c' : '#a11616' },
      el('svg:title', {}, `after move ${i}: ${r.position}, value ${r.value ?? 'none'}, ${youWinning ? 'you' : 'the computer'} winning`)));
    svg.append(el('svg:text', { x: x(i) - 4, y: h + bottom - 4, 'font-size': 12 }, String(i)));
  });
  box.replaceChildren(svg, el('p', { class: 'muted' }, 'Value after each move (0 = the player to move loses). Green: you were winning; red: the computer was.'));
}

// ---- game tree: each node is the server's report of that position -------------------------

const TREE_CHILDREN = 30;

function drawTree(report) {
  const box = $('tree');
  box.replaceChildren(el('ul', {}, treeNode(report, report.position, null)));
}

function nodeLabel(report) {
  const v = report.value !== null && report.value !== undefined ? `g = ${report.value}` : `outcome ${report.outcome}`;
  const mex = report.option_values ? ` = mex{${report.option_values.join(', ')}}` : '';
  return `${v}${report.value !== null ? mex : ''}`;
}

function treeNode(report, line, label) {
  const li = el('li', {});
  const head = el('span', {}, label ? label + ' → ' : '', el('code', {}, line), ' ');
  li.append(head);
  const children = el('ul', {});
  const expand = async (r) => {
    head.append(el('span', { class: r.outcome === 'P' ? 'node-p' : 'node-n' }, nodeLabel(r)));
    if (!r.all_moves_listed) { li.append(el('p', { class: 'muted' }, 'too big to draw: ' + r.note)); return; }
    if (r.moves.length === 0) { head.append(el('span', { class: 'muted' }, ' (no move)')); return; }
    const shown = r.moves.slice(0, TREE_CHILDREN);
    for (const m of shown) {
      const child = el('li', {});
      const btn = el('button', { 'aria-expanded': 'false', onclick: async () => {
        btn.disabled = true;
        try {
          const cr = await api('moves', request(m.to, m.limit));
          child.replaceWith(treeNode(cr, m.to, m.label));
        } catch (e) { showError(e.message); btn.disabled = false; }
      } }, '+');
      child.append(btn, ' ', m.label + ' → ', el('code', {}, m.to), ' ',
        el('span', { class: m.wins ? 'node-p' : 'node-n' }, m.value !== null ? `g = ${m.value}` : (m.wins ? 'P' : 'N')));
      children.append(child);
    }
    if (r.moves.length > shown.length) children.append(el('li', { class: 'muted' }, `… and ${r.moves.length - shown.length} more moves (the tree shows ${TREE_CHILDREN} a node)`));
    li.append(children);
  };
  expand(report);
  return li;
}

// ---- tables and periods --------------------------------------------------------------------

async function showTable(e) {
  if (e) e.preventDefault();
  showError('');
  const out = $('table-out');
  const game = $('table-game').value.trim();
  const upto = Number($('table-upto').value);
  let t;
  try { t = await api('table', { game, upto }); } catch (err) { showError(err.message); return; }
  out.replaceChildren();
  $('table-note').textContent = t.note || '';
  if (t.values === null) { out.append(el('p', {}, 'Outcomes (P: the player to move loses): ' + t.outcomes)); return; }
  if (Array.isArray(t.values[0])) { out.append(wythoffGrid(t.values)); return; }
  const period = t.period;
  const p = period ? Number(period.period) : 0;
  const pre = period ? period.preperiod : 0;
  if (period) {
    out.append(el('p', { 'data-testid': 'certificate' },
      `Period ${period.period} from heap ${period.preperiod}` + (period.saltus ? `, saltus ${period.saltus}` : '') +
      (period.certified ? ' (certified): ' : ' (not certified): ') + period.source));
  } else {
    out.append(el('p', { 'data-testid': 'certificate' }, 'No period known for these heaps.'));
  }
  const strip = el('div', { class: 'strip', 'aria-label': 'g(0), g(1), …' });
  t.values.forEach((v, n) => {
    const band = !period || n < pre ? 'pre' : (Math.floor((n - pre) / p) % 2 ? 'p1' : 'p0');
    strip.append(el('span', { class: `cell ${band}${v === 0 ? ' zero' : ''}`, title: `g(${n}) = ${v}` }, el('small', {}, String(n)), String(v)));
  });
  out.append(el('h2', {}, 'g(n), the period in alternating colours'), strip);
  if (period && p > 0 && p <= 64) {
    out.append(el('h2', {}, `Rows of ${p} (one period): from heap ${pre} on, every column is constant`));
    const table = el('table', { class: 'grid', 'data-testid': 'period-rows' });
    const head = el('tr', {}, el('th', {}, 'n'));
    for (let j = 0; j < p; j++) head.append(el('th', {}, '+' + j));
    table.append(head);
    for (let start = pre; start < t.values.length; start += p) {
      const tr = el('tr', {}, el('th', {}, String(start)));
      for (let j = 0; j < p && start + j < t.values.length; j++) {
        const v = t.values[start + j];
        tr.append(el('td', { class: v === 0 ? 'zero' : null }, String(v)));
      }
      table.append(tr);
    }
    out.append(table);
  }
}

function wythoffGrid(grid) {
  const table = el('table', { class: 'grid', 'data-testid': 'wythoff-grid', 'aria-label': 'g(a, b); the P-positions (value 0) stand out' });
  const head = el('tr', {}, el('th', {}, 'a \\ b'));
  grid[0].forEach((_, b) => head.append(el('th', {}, String(b))));
  table.append(head);
  grid.forEach((row, a) => {
    const tr = el('tr', {}, el('th', {}, String(a)));
    row.forEach((v) => tr.append(el('td', { class: v === 0 ? 'zero' : null }, String(v))));
    table.append(tr);
  });
  return el('div', {}, el('p', {}, 'Wythoff values g(a, b); the P-positions (value 0, Wythoff\'s pairs) are marked.'), table);
}

// ---- pictures you can play on: each move is the server's (grundy board) --------------------

const picture = { kind: 'tree', history: [], showValues: false, hint: false, busy: false };

function pictureNow() { return picture.history[picture.history.length - 1]; }

async function showPicture(e) {
  if (e) e.preventDefault();
  showError('');
  picture.kind = $('picture-kind').value;
  let r;
  try { r = await api('board', { kind: picture.kind, input: $('picture-input').value }); } catch (err) { showError(err.message); $('picture-out').replaceChildren(); $('picture-moves').replaceChildren(); return; }
  picture.history = [{ report: r, by: null }];
  picture.hint = false;
  drawPicture();
}

// Makes move `id` (the student's, or the computer's with by = 'computer'); the computer
// answers when asked to.
async function pictureMove(id, by) {
  const now = pictureNow();
  if (!now || picture.busy) return;
  picture.busy = true;
  showError('');
  try {
    const r = await api('board', { kind: picture.kind, input: now.report.input, moves: [id] });
    picture.history.push({ report: r, by });
    picture.hint = false;
  } catch (err) { showError(err.message); }
  picture.busy = false;
  drawPicture();
  const r = pictureNow().report;
  if (by === 'you' && $('picture-answers').checked && r.best !== null) {
    setTimeout(() => { if (pictureNow().report === r) pictureMove(r.moves[r.best].id, 'computer'); }, play.delay);
  }
}

function drawPicture() {
  const now = pictureNow();
  if (!now) return;
  const r = now.report;
  const values = picture.showValues;
  $('picture-input').value = r.input;
  document.body.dataset.picturePlies = String(picture.history.length - 1);
  const last = now.by ? `${now.by === 'you' ? 'You' : 'The computer'} moved. ` : '';
  let status;
  if (r.moves.length === 0) status = now.by ? `${now.by === 'you' ? 'You win' : 'The computer wins'}: no move is left.` : 'No move is left.';
  else status = `${last}${now.by === 'you' && $('picture-answers').checked ? 'The computer is thinking…' : 'Your move.'}`;
  $('picture-status').textContent = status;
  const rem = r.remoteness !== null ? `; ${r.remoteness} ${r.remoteness === 1 ? 'move' : 'moves'} left under perfect play` : '';
  $('picture-note').textContent = values ? `value ${r.value}, outcome ${r.outcome}${rem}: ${r.reason}` + (r.note ? ` (${r.note})` : '') : (r.note || '');
  $('picture-undo').disabled = picture.history.length <= 1;
  const hinted = picture.hint ? r.moves[r.best] : null;
  const hint = $('picture-hint-text');
  hint.hidden = !picture.hint || !hinted;
  if (hinted) hint.textContent = hinted.wins ? `Try ${hinted.label}: ${hinted.why}` : `Every move loses against perfect play: ${r.reason}. Hold out longest: ${hinted.label}.`;
  // The server's SVG, parsed as XML (no script runs in it) and shown inline so that its
  // moves, groups named data-move, can be clicked and reached with the keyboard.
  const out = $('picture-out');
  const doc = new DOMParser().parseFromString(r.svg, 'image/svg+xml');
  const svg = document.importNode(doc.documentElement, true);
  out.replaceChildren(svg);
  out.classList.toggle('bare', !values);
  const labels = new Map(r.moves.map((m) => [m.id, m]));
  const focusable = new Set();
  const hits = [];
  svg.querySelectorAll('[data-move]').forEach((g) => {
    const id = g.getAttribute('data-move');
    const m = labels.get(id);
    if (!m) return;
    // A wide transparent copy of a thin edge, so that it is easy to click; below every
    // shape drawn, so that a click on a drawn edge or node is that one's.
    g.querySelectorAll('line, path').forEach((edge) => {
      const hit = edge.cloneNode();
      hit.setAttribute('class', 'hit');
      hit.addEventListener('click', () => pictureMove(id, 'you'));
      hits.push(hit);
    });
    if (!focusable.has(id)) {
      focusable.add(id);
      g.setAttribute('tabindex', '0');
      g.setAttribute('role', 'button');
      g.setAttribute('aria-label', m.label);
    }
    g.append(el('svg:title', {}, m.label));
    g.addEventListener('click', () => pictureMove(id, 'you'));
    g.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); pictureMove(id, 'you'); } });
  });
  if (svg.firstElementChild) svg.firstElementChild.after(...hits);
  const list = $('picture-moves');
  list.replaceChildren();
  r.moves.forEach((m, i) => {
    const cls = [values ? (m.wins ? 'win' : 'lose') : '', hinted === m ? 'hinted' : ''].join(' ').trim();
    const tag = values ? [m.wins ? 'wins' : 'loses', `value ${m.value}`,
      m.remoteness !== null ? `${m.remoteness} ${m.remoteness === 1 ? 'move' : 'moves'} left` : null].filter(Boolean).join(', ') : '';
    list.append(el('li', {}, el('button', { class: cls || null, 'data-move': m.id, 'data-wins': values ? String(m.wins) : null, title: values ? m.why : null, onclick: () => pictureMove(m.id, 'you') },
      m.label, tag ? el('span', { class: 'tag' }, tag) : null)));
  });
}

// ---- wiring --------------------------------------------------------------------------------

function selectView(name) {
  document.querySelectorAll('nav button[role=tab]').forEach((b) => b.setAttribute('aria-selected', String(b.dataset.view === name)));
  document.querySelectorAll('.view').forEach((v) => { v.hidden = v.id !== 'view-' + name; });
}

async function init() {
  const params = new URLSearchParams(location.search);
  if (params.has('delay')) play.delay = Number(params.get('delay'));
  document.querySelectorAll('nav button[role=tab]').forEach((b) => b.addEventListener('click', () => selectView(b.dataset.view)));
  let games = [];
  try { games = (await api('games')).games; } catch (e) { showError(e.message); }
  const list = $('game-list');
  games.forEach((g) => list.append(el('option', { value: g.game, title: g.about }, `${g.game}: ${g.about}`)));
  list.addEventListener('change', () => {
    const g = games.find((x) => x.game === list.value);
    if (g) $('position').value = `${g.game} ${g.example}`;
  });
  $('setup').addEventListener('submit', (e) => { e.preventDefault(); startGame($('position').value); });
  $('add').addEventListener('click', () => {
    const g = games.find((x) => x.game === list.value);
    if (g) { $('position').value = `${$('position').value.trim()} + ${g.game} ${g.example}`; startGame($('position').value); }
  });
  document.querySelectorAll('input[name=first]').forEach((r) => r.addEventListener('change', () => {
    play.humanFirst = document.querySelector('input[name=first]:checked').value === 'you';
    if (play.start) startGame(play.start);
  }));
  $('undo').addEventListener('click', undo);
  $('restart').addEventListener('click', () => play.start && startGame(play.start));
  $('hint').addEventListener('click', () => { play.hint = true; render(); });
  $('show-values').addEventListener('change', () => { play.showValues = $('show-values').checked; render(); });
  $('misere').addEventListener('change', () => {
    const r = current().report;
    if (r.other_play) startGame(`${r.other_play} ${r.parts[0].numbers.join(' ')}`);
  });
  $('typed').addEventListener('submit', (e) => {
    e.preventDefault();
    const typed = $('typed-move').value.trim().split(/\s+/).join(' ');
    const moves = current().report.moves;
    const index = moves.findIndex((m) => m.to === typed || m.to.split(' ').slice(1).join(' ') === typed);
    if (index < 0) { showError(`"${typed}" is not a position one move can reach from here (type the whole position after your move)`); return; }
    $('typed-move').value = '';
    humanMove(index);
  });
  $('table-form').addEventListener('submit', showTable);
  $('picture-form').addEventListener('submit', showPicture);
  $('picture-computer').addEventListener('click', () => { const r = pictureNow()?.report; if (r && r.best !== null) pictureMove(r.moves[r.best].id, 'computer'); });
  $('picture-undo').addEventListener('click', () => {
    // Back to before the student's last move (and the computer's answer to it).
    do { if (picture.history.length > 1) picture.history.pop(); } while (picture.history.length > 1 && pictureNow().by === 'you');
    picture.hint = false;
    drawPicture();
  });
  $('picture-restart').addEventListener('click', () => { picture.history.splice(1); picture.hint = false; drawPicture(); });
  $('picture-hint').addEventListener('click', () => { picture.hint = true; drawPicture(); });
  $('picture-values').addEventListener('change', () => { picture.showValues = $('picture-values').checked; drawPicture(); });
  document.addEventListener('keydown', (e) => {
    const t = e.target;
    if (e.ctrlKey || e.metaKey || e.altKey || (t && (t.tagName === 'INPUT' && t.type !== 'checkbox' && t.type !== 'radio' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT'))) return;
    if ($('view-play').hidden) return;
    if (e.key === 'h') $('hint').click();
    else if (e.key === 'v') $('show-values').click();
    else if (e.key === 'u') undo();
    else if (e.key === 'r') $('restart').click();
    else if (/^[1-9]$/.test(e.key)) humanMove(Number(e.key) - 1);
    else return;
    e.preventDefault();
  });
  const first = params.get('position') || (games[0] ? `${games[0].game} ${games[0].example}` : 'nim 3 4 5');
  if (params.get('first') === 'computer') { document.querySelector('input[value=computer]').checked = true; play.humanFirst = false; }
  list.value = first.split(/\s+/)[0];
  $('position').addEventListener('change', () => { list.value = $('position').value.trim().split(/\s+/)[0]; });
  await startGame(first);
}

init();
