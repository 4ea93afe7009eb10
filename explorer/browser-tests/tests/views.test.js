// The table and picture views against the API: the period strip with its certificate,
// rows one period long, Wythoff's grid, a judge input drawn, and a bad one showing the
// command line's error text.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { setup } = require('./harness.js');

let h;
test.before(async () => { h = await setup(); });
test.after(async () => { if (h) { assert.deepStrictEqual(h.foreign(), [], 'requests to other hosts'); await h.close(); } });

async function open() {
  return h.open();
}

test('a table shows the period, its certificate and rows one period long', async () => {
  const page = await open();
  await page.click('#tab-table');
  await page.fill('#table-game', 'kayles');
  await page.fill('#table-upto', '100');
  await page.press('#table-upto', 'Enter');
  await page.waitForSelector('[data-testid=certificate]');
  const api = (await h.api('table', { game: 'kayles', upto: 100 })).body;
  const cells = await page.$$eval('.strip .cell', (cs) => cs.map((c) => c.lastChild.textContent));
  assert.deepStrictEqual(cells, api.values.map(String));
  const cert = await page.textContent('[data-testid=certificate]');
  assert.ok(cert.includes(`Period ${api.period.period} from heap ${api.period.preperiod}`) && cert.includes(api.period.source), cert);
  const rows = await page.$$eval('[data-testid=period-rows] tr', (trs) => trs.map((t) => [...t.querySelectorAll('td')].map((d) => d.textContent)));
  const p = api.period.period;
  for (const row of rows.slice(1)) assert.ok(row.length <= p);
  // Every full row from the pre-period on repeats the first: the period reads as columns.
  const full = rows.slice(1).filter((r) => r.length === p);
  full.forEach((r) => assert.deepStrictEqual(r, full[0]));
  await h.shot(page, 'table');
  await page.fill('#table-game', 'wythoff');
  await page.fill('#table-upto', '12');
  await page.press('#table-upto', 'Enter');
  await page.waitForSelector('[data-testid=wythoff-grid]');
  const grid = (await h.api('table', { game: 'wythoff', upto: 12 })).body.values;
  const zeros = await page.$$eval('[data-testid=wythoff-grid] td.zero', (tds) => tds.length);
  assert.strictEqual(zeros, grid.flat().filter((v) => v === 0).length);
  await h.shot(page, 'wythoff');
  await page.fill('#table-upto', '5000');
  await page.press('#table-upto', 'Enter');
  await page.waitForSelector('#error', { state: 'visible' });
  const err = (await h.api('table', { game: 'wythoff', upto: 5000 })).body.error;
  assert.strictEqual(await page.textContent('#error'), 'error: ' + err);
  assert.deepStrictEqual(page.errors, []);
  await page.close();
});

test('a pasted judge input is drawn; a bad one shows the command line\'s error text', async () => {
  const page = await open();
  await page.click('#tab-picture');
  await page.selectOption('#picture-kind', 'tree');
  await page.fill('#picture-input', '5\n1 2\n2 3\n2 4\n4 5\n');
  await page.click('[data-testid=picture-show]');
  await page.waitForSelector('#picture-out svg');
  const api = (await h.api('draw', { kind: 'tree', input: '5\n1 2\n2 3\n2 4\n4 5\n' })).body;
  await page.check('#picture-values');
  assert.ok((await page.textContent('#picture-note')).startsWith(`value ${api.value}, outcome ${api.outcome}`));
  await h.shot(page, 'picture');
  await page.fill('#picture-input', '3\n1 2\n2 9\n');
  await page.click('[data-testid=picture-show]');
  await page.waitForSelector('#error', { state: 'visible' });
  const bad = await h.api('draw', { kind: 'tree', input: '3\n1 2\n2 9\n' });
  assert.strictEqual(bad.status, 400);
  assert.strictEqual(await page.textContent('#error'), 'error: ' + bad.body.error);
  assert.ok(bad.body.error.startsWith('line 3, token 2 "9"'), bad.body.error);
  assert.deepStrictEqual(page.errors, []);
  await page.close();
});
