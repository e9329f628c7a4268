import { createMiddleware } from 'hono/factory';
import { INTEGRATOR_ID } from '../../src/domain/constants.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { HttpError } from './errors.ts';

/** Every main API call must say which integrator it comes from (SPEC.md section 7). */
export const requireIntegrator = createMiddleware(async (c, next) => {
  if (c.req.query('integratorId') !== String(INTEGRATOR_ID)) {
    throw new HttpError(400, ErrorCode.IntegratorIdMissing);
  }
  await next();
});
