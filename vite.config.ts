import { availableParallelism } from 'node:os';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const serverPaths = [
  '/v1',
  '/identity',
  '/cms',
  '/api',
  '/builds',
  '/config.js',
  '/healthz',
  '/openapi.json',
];
const serverUrl = process.env.BOXROOM_SERVER_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader comes with its screen: both are needed to show it, so one file holds
      // them, and the calls (with their schemas) stay off every other page's first load.
      codeSplittingOptions: {
        // The home page is where most visits start: it comes with the first load, in one file
        // with the shell, instead of a dozen small files fetched after it.
        splitBehavior: ({ routeId }) => (routeId === '/_site/' ? [] : undefined),
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
      routesDirectory: 'src/routes',
    }),
    react(),
    vanillaExtractPlugin(),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(serverPaths.map((path) => [path, serverUrl])),
  },
  // The manifest lets the bench tell which chunks the home route loads.
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // The first paint waits on five files named in index.html (the runtime, React, the
        // router, XState, and the app's own first-load code) instead of dozens of small
        // chunks; what routes load later stays in chunks of their own.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'xstate', test: /node_modules[\\/](xstate|@xstate[\\/]react)[\\/]/ },
            // Everything else the app needs before its first paint, as one file; what routes
            // load later stays in their own chunks.
            { name: 'initial', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  test: {
    // Vitest leaves one core free by default: on the 2-core machines here that is one worker,
    // and the unit and path tests ran at half speed.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['test/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Machines and their path tests need no page: plain Node is faster than jsdom.
          name: 'machines',
          environment: 'node',
          include: ['test/machines/**/*.test.ts', 'test/paths/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['test/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // One file at a time in one worker that keeps its modules: each file opens its own
          // databases and apps, and importing the server afresh per file cost a fifth of the run.
          isolate: false,
        },
      },
    ],
  },
});
