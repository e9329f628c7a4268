import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { benchApi } from './api';
import { measureBundle } from './bundle-size';

/**
 * Figures to hold later work to. It prints and never fails: speed and size are judged by
 * comparing runs, not by thresholds inside the test suite.
 */
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

if (!existsSync('dist/.vite/manifest.json')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const sizes = await measureBundle('dist');
console.log('Bundle (gzip -9)');
console.log(`  home route JS   ${kb(sizes.homeJsGzip)} in ${sizes.homeJsFiles} files`);
console.log(`  whole build JS  ${kb(sizes.totalJsGzip)}`);
console.log(`  whole build CSS ${kb(sizes.totalCssGzip)}`);
console.log(
  `  home share      ${((100 * sizes.homeJsGzip) / sizes.totalJsGzip).toFixed(0)}% of all JS`,
);

await benchApi();
