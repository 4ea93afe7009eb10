// Pictures one plays on: a pasted tree, forest, circles or Hackenbush input is drawn, each
// node or edge of the picture is a move (mouse and keyboard), and the values shown after it
// equal the API's; the computer never loses a won position.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { setup } = require('./harness.js');

let h;
test.before(async () => { h = await setup(); });
test.after(async () => { if (h) { assert.deepStrictEqual(h.foreign(), [], 'requests to other hosts'); await h.close(); } });

const INPUTS = {
  tree: '7\n1 2\n2 3\n2 4\n4 5\n1 6\n6 7\n',
  forest: '2\n5 3\n1 2\n1 3\n3 5\n2 1\n1 2\n',
  circles: '4\n0 0 10\n0 0 5\n2 0 1\n30 30 3\n',
  hackenbush: '1\n4 5\n1 2\n2 3\n3 4\n4 2\n1 1\n',
};

async function open() {
  const page = await h.open();
  await page.click('#tab-picture');
  return page;
}

async function draw(page, kind, input) {
  await page.selectOption('#picture-kind', kind);
  await page.fill('#picture-input', input);
  await page.click('[data-testid=picture-show]');
  await page.waitForFunction(() => document.body.dataset.picturePlies === '0');
}

// Waits until the page shows `plies` moves made.
const plies = (page, n) => page.waitForFunction((n) => document.body.dataset.picturePlies === String(n), n);

test('clicking a node or edge makes the move, and every value shown equals the API', async () => {
  const page = await open();
  await page.uncheck('#picture-answers');
  for (const [kind, input] of Object.entries(INPUTS)) {
    await draw(page, kind, input);
    const start = (await h.api('board', { kind, input })).body;
    // Values hidden until asked: no value or winning colour in the moves, the picture bare.
    assert.strictEqual(await page.$$eval('#picture-moves button[data-wins]', (b) => b.length), 0);
    assert.ok(await page.$eval('#picture-out', (o) => o.classList.contains('bare')));
    const shownIds = await page.$$eval('#picture-out [data-move][tabindex]', (gs) => gs.map((g) => g.getAttribute('data-move')));
    assert.deepStrictEqual(shownIds.slice().sort(), start.moves.map((m) => m.id).sort(), kind + ': every move is in the picture once');
    // Click a losing move if there is one (so the position after it is won), in the picture:
    // a real mouse click on a point of the move's last shape (a node over its edge, a
    // circle's value box, an edge's middle).
    const point = async (id) => {
      const g = page.locator(`#picture-out [data-move="${id}"]`).last();
      await g.scrollIntoViewIfNeeded();
      return g.evaluate((g) => {
        const e = g.firstElementChild;
        const at = (x, y) => { const p = new DOMPoint(x, y).matrixTransform(e.getScreenCTM()); return { x: p.x, y: p.y }; };
        const n = (k) => Number(e.getAttribute(k));
        if (e.tagName === 'circle') return at(n('cx'), n('cy'));
        if (e.tagName === 'rect') return at(n('x') + n('width') / 2, n('y') + n('height') / 2);
        if (e.tagName === 'line') return at((n('x1') + n('x2')) / 2, (n('y1') + n('y2')) / 2);
        return null;
      });
    };
    const clickable = [];
    for (const m of start.moves) if (await point(m.id)) clickable.push(m);
    const move = clickable.find((m) => !m.wins) || clickable[0];
    const at = await point(move.id);
    await page.mouse.click(at.x, at.y);
    await plies(page, 1);
    const after = (await h.api('board', { kind, input, moves: [move.id] })).body;
    assert.strictEqual(await page.inputValue('#picture-input'), after.input);
    await page.check('#picture-values');
    assert.ok((await page.textContent('#picture-note')).startsWith(`value ${after.value}, outcome ${after.outcome}`), kind);
    const wins = await page.$$eval('#picture-moves button', (bs) => bs.map((b) => [b.dataset.move, b.dataset.wins]));
    assert.deepStrictEqual(wins, after.moves.map((m) => [m.id, String(m.wins)]), kind);
    // The values drawn in the picture are those of the position left.
    const svg = await page.$eval('#picture-out svg', (s) => s.outerHTML);
    assert.ok(svg.includes(`value ${after.value}`), kind + ': the picture is of the new position');
    await h.shot(page, 'picture-' + kind);
    await page.uncheck('#picture-values');
  }
  assert.deepStrictEqual(page.errors, []);
  await page.close();
});

test('the picture plays with the keyboard alone', async () => {
  const page = await open();
  await page.uncheck('#picture-answers');
  const big = '12\n1 2\n1 3\n2 4\n2 5\n3 6\n3 7\n7 8\n8 9\n1 10\n10 11\n10 12\n';
  await draw(page, 'tree', big);
  // Tab from the Draw button to the first move of the picture, then Enter.
  await page.focus('[data-testid=picture-values]');
  let focused = null;
  for (let i = 0; i < 20 && !focused; i++) {
    await page.keyboard.press('Tab');
    focused = await page.evaluate(() => document.activeElement.getAttribute('data-move'));
  }
  assert.ok(focused, 'a move of the picture takes the focus');
  await page.keyboard.press('Enter');
  await plies(page, 1);
  const after = (await h.api('board', { kind: 'tree', input: big, moves: [focused] })).body;
  assert.strictEqual(await page.inputValue('#picture-input'), after.input);
  // The hint is the computer's own choice, with its reason.
  await page.keyboard.press('Tab');
  await page.check('#picture-values');
  await page.click('#picture-hint');
  const best = after.moves[after.best];
  assert.strictEqual(await page.textContent('#picture-hint-text'), `Try ${best.label}: ${best.why}`);
  await h.shot(page, 'picture-play');
  assert.deepStrictEqual(page.errors, []);
  await page.close();
});

test('the computer never loses a won picture, whatever the student plays', async () => {
  const page = await open();
  for (const [kind, input] of Object.entries(INPUTS)) {
    const start = (await h.api('board', { kind, input })).body;
    assert.strictEqual(start.outcome, 'N', kind + ' starts won');
    // Each student: always the first move listed, or always the last.
    for (const pickLast of [false, true]) {
      await page.check('#picture-answers');
      await draw(page, kind, input);
      await page.click('#picture-computer');
      for (let n = 1; ; n += 2) {
        await plies(page, n);
        const moves = await page.$$eval('#picture-moves button', (bs) => bs.map((b) => b.dataset.move));
        if (moves.length === 0) break;
        await page.click(`#picture-moves button[data-move="${moves[pickLast ? moves.length - 1 : 0]}"]`);
        // The computer answers at once (delay 0), unless the student's move ended the game.
        await page.waitForFunction((n) => {
          const made = Number(document.body.dataset.picturePlies);
          return made === n + 2 || (made === n + 1 && !document.querySelector('#picture-moves button'));
        }, n);
        if ((await page.$$eval('#picture-moves button', (bs) => bs.length)) === 0) break;
      }
      const status = await page.textContent('#picture-status');
      assert.ok(status.startsWith('The computer wins'), `${kind}: ${status}`);
    }
  }
  assert.deepStrictEqual(page.errors, []);
  await page.close();
});
