// Plays whole games in a real browser against `grundy serve` and checks the page against
// the API: the computer never loses a won position, colours and values equal the API's,
// hints stay hidden until asked, sums get the xor, and no request leaves the server.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { setup } = require('./harness.js');

let h;
test.before(async () => { h = await setup(); });
test.after(async () => { if (h) { assert.deepStrictEqual(h.foreign(), [], 'requests to other hosts'); await h.close(); } });

async function open(position, first = 'you') {
  const page = await h.context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.errors = errors;
  await page.goto(`${h.url}?delay=0&first=${first}&position=${encodeURIComponent(position)}`);
  await settle(page);
  return page;
}

// Waits until the student is to move or the game is over.
async function settle(page) {
  await page.waitForFunction(() => {
    const s = document.getElementById('status');
    return s && (s.textContent === 'Your move.' || s.dataset.over);
  }, null, { timeout: 10000 });
  return page.$eval('#status', (s) => s.dataset.over);
}

// Does `action` (a move) and waits for the computer's answer or the end.
async function moved(page, action) {
  const before = await page.$eval('body', (b) => Number(b.dataset.plies));
  await action();
  await page.waitForFunction((k) => Number(document.body.dataset.plies) > k, before);
  return settle(page);
}

async function shownMoves(page) {
  return page.$$eval('#moves button', (bs) => bs.map((b) => ({ text: b.textContent, cls: b.className, wins: b.dataset.wins })));
}

// A small deterministic generator, so a failing game can be replayed.
function rng(seed) { let s = seed; return (n) => { s = (s * 1103515245 + 12345) % 2147483648; return s % n; }; }

test('hints and values stay hidden until asked, then equal the API', async () => {
  const page = await open('nim 3 4 5');
  const api = (await h.api('moves', { game: 'nim', position: '3 4 5' })).body;
  assert.strictEqual(await page.isVisible('#hint-text'), false);
  assert.strictEqual(await page.isVisible('#values'), false);
  let moves = await shownMoves(page);
  assert.strictEqual(moves.length, api.moves.length);
  assert.ok(moves.every((m) => m.cls === '' && m.wins === undefined), 'no colour before asking');
  assert.ok(!(await page.textContent('body')).includes('wins,'), 'no verdict in the text before asking');
  await h.shot(page, 'play-hidden');
  await page.keyboard.press('h');
  await page.waitForSelector('#hint-text', { state: 'visible' });
  const best = api.moves[api.best];
  assert.strictEqual(await page.textContent('#hint-text'), `Try ${best.label}: ${best.why}`);
  assert.ok(best.wins);
  await page.keyboard.press('v');
  await page.waitForSelector('#values', { state: 'visible' });
  moves = await shownMoves(page);
  moves.forEach((m, i) => {
    assert.strictEqual(m.wins, String(api.moves[i].wins), `move ${i}`);
    assert.strictEqual(m.cls.split(' ')[0], api.moves[i].wins ? 'win' : 'lose');
    assert.ok(m.text.includes(`value ${api.moves[i].value}`), m.text);
    assert.ok(m.text.includes(`${api.moves[i].remoteness} move`), m.text);
  });
  const summary = await page.textContent('#summary');
  assert.ok(summary.startsWith(`value ${api.value}, ${api.outcome}`), summary);
  assert.ok(summary.includes(`${api.remoteness} moves left`), summary);
  const xor = await page.$$eval('#nim-sum tr.xor td', (tds) => tds.map((t) => t.textContent));
  assert.deepStrictEqual(xor, [String(api.nim_sum.xor.value), ...api.nim_sum.xor.bits]);
  const decide = await page.$$eval('#nim-sum td.decide', (tds) => tds.length);
  assert.strictEqual(decide, api.nim_sum.rows.length + 1, 'the deciding column is highlighted in every row');
  await h.shot(page, 'play-values');
  assert.deepStrictEqual(page.errors, []);
  await page.close();
});

test('the computer never loses a position the library calls won', async () => {
  const starts = ['nim 3 4 5', 'kayles 7 + nim 3 + wythoff 3 5', 'bash:3 10', 'misere-nim 1 2 2',
    'wythoff 4 6', 'subtraction:1,3,4 7 9', 'lasker 5 6', 'dawson 8', 'misere-bash:3 10', 'fibonacci 10'];
  const random = rng(7);
  for (const start of starts) {
    const [game, ...pos] = start.split(' ');
    const api = (await h.api('moves', { game, position: pos.join(' ') })).body;
    // The computer moves first from an N-position; from a P-position the student does.
    const first = api.outcome === 'N' ? 'computer' : 'you';
    const page = await open(start, first);
    let plies = 0;
    for (;;) {
      const end = await settle(page);
      if (end) { assert.strictEqual(end, 'computer', `${start}: ${await page.textContent('#status')}`); break; }
      const n = (await shownMoves(page)).length;
      const i = random(n);
      const before = await page.$eval('body', (b) => Number(b.dataset.plies));
      // Keys 1-9 for the first nine moves, a click for the rest.
      if (i < 9 && random(2)) await page.keyboard.press(String(i + 1));
      else await page.click(`#moves button[data-index="${i}"]`);
      await page.waitForFunction((k) => Number(document.body.dataset.plies) > k, before);
      assert.ok(++plies < 200);
    }
    assert.deepStrictEqual(page.errors, []);
    await page.close();
  }
});

test('a student who follows the hints beats the computer, with the keyboard alone', async () => {
  const page = await open('kayles 7 + nim 3 + wythoff 3 5');
  for (let plies = 0; ; plies++) {
    const end = await settle(page);
    if (end) { assert.strictEqual(end, 'you'); break; }
    await page.keyboard.press('h');
    const hint = await page.textContent('#hint-text');
    assert.ok(hint.startsWith('Try '), hint);
    const index = await page.$eval('#moves button.hinted', (b) => Number(b.dataset.index));
    // Tab to the hinted move's button and press Enter.
    await page.focus('#moves button[data-index="0"]');
    for (let k = 0; k < index; k++) await page.keyboard.press('Tab');
    assert.strictEqual(await page.evaluate(() => document.activeElement.dataset.index), String(index));
    const before = await page.$eval('body', (b) => Number(b.dataset.plies));
    await page.keyboard.press('Enter');
    await page.waitForFunction((k) => Number(document.body.dataset.plies) > k, before);
    assert.ok(plies < 100);
  }
  await h.shot(page, 'play-won');
  await page.close();
});

test('a sum of three different games has the xor of their values', async () => {
  const page = await open('nim 1');
  await page.fill('#position', 'kayles 7 + nim 3 + wythoff 3 5');
  await page.press('#position', 'Enter');
  await page.waitForFunction(() => document.getElementById('position-text').textContent === 'kayles 7 + nim 3 + wythoff 3 5');
  await page.check('#show-values');
  const parts = [['kayles', '7'], ['nim', '3'], ['wythoff', '3 5']];
  let xor = 0;
  for (const [game, position] of parts) {
    const r = (await h.api('moves', { game, position })).body;
    xor ^= r.value;
  }
  const whole = (await h.api('moves', { game: 'kayles', position: '7 + nim 3 + wythoff 3 5' })).body;
  assert.strictEqual(whole.value, xor);
  const summary = await page.textContent('#summary');
  assert.ok(summary.startsWith(`value ${xor}, `), summary);
  const rows = await page.$$eval('#nim-sum tr', (trs) => trs.map((t) => t.textContent));
  assert.strictEqual(rows.length, 1 + 3 + 1);
  await page.keyboard.press('h');
  await page.waitForSelector('#hint-text', { state: 'visible' });
  await h.shot(page, 'sum');
  await page.close();
});

test('undo, restart and the misère switch', async () => {
  const page = await open('nim 3 4 5');
  assert.strictEqual(await page.isDisabled('#undo'), true);
  await moved(page, () => page.click('#moves button[data-index="0"]'));
  assert.strictEqual(await page.isDisabled('#undo'), false);
  const after = await page.textContent('#position-text');
  assert.notStrictEqual(after, 'nim 3 4 5');
  await page.keyboard.press('u');
  await page.waitForFunction(() => document.getElementById('position-text').textContent === 'nim 3 4 5');
  await moved(page, () => page.click('#moves button[data-index="1"]'));
  await page.keyboard.press('r');
  await page.waitForFunction(() => document.getElementById('position-text').textContent === 'nim 3 4 5');
  await page.check('#misere');
  await page.waitForFunction(() => document.getElementById('position-text').textContent === 'misere-nim 3 4 5');
  await page.check('#show-values');
  const api = (await h.api('moves', { game: 'misere-nim', position: '3 4 5' })).body;
  assert.ok((await page.textContent('#summary')).startsWith(`no Grundy value, ${api.outcome}`));
  await page.uncheck('#misere');
  await page.waitForFunction(() => document.getElementById('position-text').textContent === 'nim 3 4 5');
  await page.close();
});

test('a bad position shows the command line\'s error text and the page keeps working', async () => {
  const page = await open('nim 3');
  await page.fill('#position', 'nim 3 -1');
  await page.press('#position', 'Enter');
  await page.waitForSelector('#error', { state: 'visible' });
  const api = await h.api('moves', { game: 'nim', position: '3 -1' });
  assert.strictEqual(api.status, 400);
  assert.strictEqual(await page.textContent('#error'), 'error: ' + api.body.error);
  assert.strictEqual(api.body.error, 'a heap size must be a whole number from 0 to 18446744073709551615, not "-1"');
  await page.fill('#position', 'nim 2 2');
  await page.press('#position', 'Enter');
  await page.waitForFunction(() => document.getElementById('position-text').textContent === 'nim 2 2');
  assert.strictEqual(await page.isVisible('#error'), false);
  await page.close();
});

test('the game tree expands node by node with values and the mex', async () => {
  const page = await open('nim 1 2');
  await page.check('#show-values');
  const api = (await h.api('moves', { game: 'nim', position: '1 2' })).body;
  const root = await page.textContent('#tree > ul > li > span');
  assert.ok(root.includes(`g = ${api.value} = mex{${api.option_values.join(', ')}}`), root);
  await page.click('#tree li li button');
  await page.waitForFunction(() => document.querySelectorAll('#tree ul ul ul').length > 0);
  await h.shot(page, 'tree');
  await page.close();
});

test('the value-history chart has a point per position, with the API\'s values and who was winning', async () => {
  const page = await open('nim 1 2 3 1');
  await page.check('#show-values');
  // The student takes the first move listed twice; the computer answers each time.
  for (let i = 0; i < 2; i++) {
    if (await settle(page)) break;
    await moved(page, () => page.keyboard.press('1'));
  }
  const plies = await page.$eval('body', (b) => Number(b.dataset.plies));
  const titles = await page.$$eval('#chart circle title', (ts) => ts.map((t) => t.textContent));
  assert.strictEqual(titles.length, plies + 1);
  // Each point names its position and value; the position's value is the API's.
  for (const [i, t] of titles.entries()) {
    const m = /^after move (\d+): (.*), value (\d+), (you|the computer) winning$/.exec(t);
    assert.ok(m && Number(m[1]) === i, t);
    const api = (await h.api('value', { game: 'nim', position: m[2].replace(/^nim /, '') })).body;
    assert.strictEqual(Number(m[3]), api.value, t);
    // The player to move at point i is you at even points (you move first).
    assert.strictEqual(m[4] === 'you', (api.outcome === 'N') === (i % 2 === 0), t);
  }
  assert.deepStrictEqual(page.errors, []);
  await page.close();
});
