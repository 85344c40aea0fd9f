// The web page's screenshots in docs/guides/build-a-ui.md: the site built by
// scripts/build-web.sh (build-web/site) in Debian's headless chromium, driven
// by playwright-core (bindings/web's devDependency), as
// bindings/web/test/browser.test.mjs does. Seeded clicks, so the pictures
// are the same on every run of the same library version. Then shrink them:
//   node docs/guides/img/screenshots.mjs && pngquant --force --ext .png docs/guides/img/web-*.png
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../../..");
const require = createRequire(path.join(root, "bindings/web/package.json"));
const { chromium } = require("playwright-core");
const site = process.env.ARCS_WEB_SITE ?? path.join(root, "build-web/site");

const server = spawn("python3", ["-u", "-m", "http.server", "--bind", "127.0.0.1", "--directory", site, "0"],
  { stdio: ["ignore", "pipe", "ignore"] });
const base = await new Promise((resolve, reject) => {
  let seen = "";
  server.stdout.on("data", (d) => {
    seen += d;
    const m = /port (\d+)/.exec(seen);
    if (m) resolve(`http://127.0.0.1:${m[1]}`);
  });
  server.on("exit", (code) => reject(new Error(`static server exited (${code})`)));
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});

/** Open the page at `query`, click `clicks` seeded legal moves, return the page. */
async function play(query, clicks, seed) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${base}/${query}`);
  await page.waitForSelector("body[data-ready='1']", { timeout: 20000 });
  await click(page, clicks, seed);
  return page;
}

/** Click `clicks` legal moves of the page, chosen by a generator seeded by `seed`. */
async function click(page, clicks, seed) {
  let s = seed;
  for (let i = 0; i < clicks; i++) {
    if ((await page.locator("#status").getAttribute("data-game-over")) === "1") break;
    const buttons = page.locator("#moves button.move");
    const n = await buttons.count();
    if (n === 0) break;
    s = (s * 1103515245 + 12345) % 2147483648;
    await buttons.nth(Math.floor((s / 2147483648) * n)).click();
  }
}

try {
  const base3 = await play("?players=3&seed=4&seat=0", 50, 7);
  await base3.screenshot({ path: path.join(here, "web-base.png"), fullPage: true });
  // The log around the latest face-down play of a Rival, as Player 1 reads it.
  await base3.$eval("#log", (log) => {
    const lines = [...log.querySelectorAll("*")].filter((e) => e.children.length === 0 && /face-down/.test(e.textContent));
    if (lines.length) lines[lines.length - 1].scrollIntoView({ block: "center" });
  });
  await base3.locator("#log").screenshot({ path: path.join(here, "web-log.png") });
  const campaign = await play("?players=3&seed=5&seat=0&mode=campaign", 90, 3);
  await campaign.screenshot({ path: path.join(here, "web-campaign.png"), fullPage: true });
} finally {
  await browser.close();
  server.kill();
}
