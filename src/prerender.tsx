/*
 * The build's renderer of the public pages (scripts/prerender.ts): the same router, routes and
 * components as the browser, rendered to HTML with React's server renderer. Built by Vite as a
 * server bundle, so styles get the class names of the browser build.
 */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createActor } from 'xstate';
import { configureApi } from './api/client';
import { createConfig } from './api/config';
import { sessionMachine } from './machines/session.machine';
import { createAppRouter } from './router';
import type { FunnelGroups } from './wiring/funnelGroups';
import { type PrerenderedData, peekedKeys, providePrerendered } from './wiring/prerendered';

export { fromPricesOf, PRERENDERED_PRICES_KEY } from './routes/_site/-components/BoxPrices';
export { PRERENDERED_DATA_ID } from './wiring/prerendered';

export interface RenderInput {
  /** The path to render. */
  path: string;
  /** Where the build's own server answers (`http://127.0.0.1:PORT`). */
  serverUrl: string;
  /** Data the page's components read at once (the public prices), as the browser will. */
  data: Record<string, unknown>;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** What the page was rendered with, to embed for its hydration. */
  embedded: PrerenderedData;
  /** Each rendered route's loader data, by route id. */
  loaderData: Record<string, unknown>;
  /** The ids of the routes rendered, outermost first. */
  routeIds: string[];
}

/**
 * Inline scripts the router writes for a server render (scroll restoration): the page's CSP
 * forbids inline script and the browser renders none there, so they are left out.
 */
const inlineScripts = /<script>[^<]*document\.currentScript\.remove\(\)<\/script>/g;

const noFunnels = new Proxy({} as FunnelGroups, {
  get: () => () => Promise.reject(new Error('Funnels are not rendered by the build.')),
});

/** The ids of the routes a path shows, outermost first, without loading anything. */
export function routeIdsOf(path: string): string[] {
  const session = createActor(sessionMachine, { input: { storedToken: null } });
  const router = createAppRouter(
    { session, isSignedIn: () => false, funnels: noFunnels },
    createMemoryHistory({ initialEntries: [path] }),
  );
  return router.matchRoutes(path, {}).map((match) => match.routeId);
}

export async function renderPage({ path, serverUrl, data }: RenderInput): Promise<RenderedPage> {
  configureApi({
    config: createConfig({
      appUrl: serverUrl,
      apiUrl: `${serverUrl}/v1`,
      authUrl: `${serverUrl}/identity`,
      cmsUrl: `${serverUrl}/cms`,
    }),
    getToken: () => null,
  });
  // A visitor: the session is never started, so it stays signed out.
  const session = createActor(sessionMachine, { input: { storedToken: null } });
  const router = createAppRouter(
    { session, isSignedIn: () => false, funnels: noFunnels },
    createMemoryHistory({ initialEntries: [path] }),
  );
  providePrerendered({ path, data: { ...data } });
  await router.load();
  const rendered = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  const loaderData: Record<string, unknown> = {};
  for (const match of router.state.matches) {
    if (match.loaderData !== undefined) loaderData[match.routeId] = match.loaderData;
  }
  // What the components read at once, and each route's loader data.
  const read = Object.fromEntries(Object.entries(data).filter(([key]) => peekedKeys().has(key)));
  const html = rendered.replace(inlineScripts, '');
  return {
    html,
    routeIds: router.state.matches.map((match) => match.routeId),
    embedded: { path, data: { ...read, ...loaderData } },
    loaderData,
  };
}
