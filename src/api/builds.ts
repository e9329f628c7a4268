import {
  type BuildMeta,
  buildMetaSchema,
  type LatestBuild,
  latestBuildSchema,
} from '../domain/support';
import { apiClient, type Result, urlPath } from './client';

/*
 * Build descriptors are public static files on the SPA's own server: they go out without the
 * bearer token, which they have no use for.
 */

/**
 * `GET /builds/latest.json?t=<timestamp>`: the newest deployed build. The timestamp makes each
 * poll a distinct URL so no cache in between can answer with an old build.
 */
export function getLatestBuild(now: number = Date.now()): Promise<Result<LatestBuild>> {
  return apiClient().json(
    { service: 'app', path: '/builds/latest.json', query: { t: now }, anonymous: true },
    latestBuildSchema,
  );
}

/** `GET /builds/meta/{buildId}.json`: what a build changed. */
export function getBuildMeta(buildId: string): Promise<Result<BuildMeta>> {
  return apiClient().json(
    { service: 'app', path: urlPath`/builds/meta/${buildId}.json`, anonymous: true },
    buildMetaSchema,
  );
}
