import { createMiddleware } from 'hono/factory';
import { describeRoute } from 'hono-openapi';
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

/** The same rule in /openapi.json: mounted beside `requireIntegrator`, it adds the parameter. */
export const integratorParameter = describeRoute({
  parameters: [
    {
      name: 'integratorId',
      in: 'query',
      required: true,
      description: `Always ${INTEGRATOR_ID}`,
      schema: { type: 'integer', enum: [INTEGRATOR_ID] },
    },
  ],
});
