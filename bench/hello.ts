import { serve } from '@hono/node-server';
import { Hono } from 'hono';

/** The bench's floor: a bare Hono hello-world on @hono/node-server, as the issue measured. */
const app = new Hono().get('/', (c) => c.text('Hello Hono!'));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
