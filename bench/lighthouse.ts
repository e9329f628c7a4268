import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS } from '../test/support/chromium';

/** Lighthouse 12 in Debian's Chromium, mobile preset (its default): the three category scores. */
export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Scored only where asked (the public pages). */
  seo?: number;
  cls: number;
}

/**
 * Scores for each path; `token` signs the browser in first (for the account pages), and
 * storage is then kept across the run.
 */
export async function lighthouseScores(
  base: string,
  paths: { path: string; signedIn: boolean }[],
  token: string,
  chromePath: string,
  seoPaths: readonly string[] = [],
): Promise<Map<string, LighthouseScores>> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS });
  const scores = new Map<string, LighthouseScores>();
  try {
    for (const { path, signedIn } of paths) {
      if (signedIn) await signInBrowser(chrome.port, base, token);
      const run = () =>
        lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [
            'performance',
            'accessibility',
            'best-practices',
            ...(seoPaths.includes(path) ? ['seo'] : []),
          ],
          // Signed in pages need the token kept in local storage.
          disableStorageReset: signedIn,
        });
      // A run Lighthouse itself could not finish (it then scores 0) is tried again, twice.
      let result = await run();
      for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry += 1) {
        console.error(`Lighthouse on ${path}: ${result.lhr.runtimeError.code}; running again`);
        result = await run();
      }
      const categories = result?.lhr.categories;
      const score = (key: string) => Math.round(100 * (categories?.[key]?.score ?? 0));
      scores.set(path, {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        ...(seoPaths.includes(path) ? { seo: score('seo') } : {}),
        cls: Number(result?.lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN),
      });
    }
  } finally {
    chrome.kill();
  }
  return scores;
}

async function signInBrowser(port: number, base: string, token: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/faqs`);
    await page.evaluate((accessToken) => {
      localStorage.setItem('boxroom.accessToken', accessToken);
      localStorage.setItem('boxroom.roles', '["Customer"]');
      localStorage.setItem('boxroom.authenticated', 'true');
    }, token);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}
