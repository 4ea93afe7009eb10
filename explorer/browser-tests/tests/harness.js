// Starts `grundy serve` on a free loopback port and Debian's Chromium headless through
// playwright-core; records every request the page makes (none may leave the server).
'use strict';
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('playwright-core');

const repo = path.resolve(__dirname, '..', '..', '..');
const bin = process.env.GRUNDY_BIN || path.join(repo, 'target', 'release', 'grundy');
const browserPath = process.env.CHROMIUM || '/usr/bin/chromium';
const shots = process.env.SCREENSHOTS || path.join(repo, 'target', 'browser-tests');

// `grundy serve --port 0` picks a free port and prints its address: read it from stdout.
function startServer() {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, ['serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const timer = setTimeout(() => { child.kill(); reject(new Error('grundy serve printed no address in 10 s: ' + out)); }, 10000);
    child.on('error', (e) => { clearTimeout(timer); reject(e); });
    child.stdout.on('data', (d) => {
      out += d;
      const m = /open (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (m) { clearTimeout(timer); resolve({ child, url: m[1] }); }
    });
  });
}

async function setup() {
  const server = await startServer();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'grundy-chromium-'));
  // A fresh profile directory each run (Playwright passes it as --user-data-dir).
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: browserPath,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width: 1280, height: 720 },
  });
  const requests = [];
  context.on('request', (r) => requests.push(r.url()));
  const host = new URL(server.url).host;
  fs.mkdirSync(shots, { recursive: true });
  return {
    url: server.url,
    requests,
    // Every request the page made went to the server (or is inline data).
    foreign: () => requests.filter((u) => !u.startsWith('data:') && new URL(u).host !== host),
    context,
    // A new page at `query` (the computer moving at once), its script errors kept in
    // page.errors, once the first position's moves are shown.
    open: async (query = '?delay=0') => {
      const page = await context.newPage();
      page.errors = [];
      page.on('pageerror', (e) => page.errors.push(e.message));
      await page.goto(server.url + query);
      await page.waitForSelector('#moves button');
      return page;
    },
    shot: (page, name) => page.screenshot({ path: path.join(shots, name + '.png') }),
    api: async (command, body) => {
      const r = await fetch(server.url + 'api/' + command, body === undefined ? {} : {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
      });
      return { status: r.status, body: await r.json() };
    },
    close: async () => {
      await context.close();
      server.child.kill();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

module.exports = { setup };
