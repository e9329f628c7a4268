import { describe, expect, it } from 'vitest';
import {
  isConnectionBroken,
  isDatabaseUnavailable,
  isDataError,
  isUniqueViolation,
} from '../../server/db/errors.ts';

const withCode = (code: string, message = 'database error') =>
  Object.assign(new Error(message), { code });

describe('database error classes', () => {
  it.each([
    ['an integer out of range', withCode('22003'), true],
    ['a NUL byte in text', withCode('22021'), true],
    ['a bad integer text', withCode('22P02'), true],
    ['a unique violation', withCode('23505'), false],
    ['a connection refused', withCode('ECONNREFUSED'), false],
  ])('%s is a data error: %s', (_label, error, expected) => {
    expect(isDataError(error)).toBe(expected);
  });

  it.each([
    ['a terminated backend', withCode('57P01'), true],
    ['a database not accepting connections (ALLOW_CONNECTIONS false)', withCode('55000'), true],
    ['a server still starting up', withCode('57P03'), true],
    ['a server shutting down', withCode('57P02'), true],
    ['a connection that could not be made', withCode('08001'), true],
    ['a connection refused by the server', withCode('08004'), true],
    ['a protocol violation', withCode('08P01'), true],
    ['an answer that never came (query_timeout)', new Error('Query read timeout'), true],
    ['a connect timeout', new Error('Connection terminated due to connection timeout'), true],
    ['a timed-out socket', withCode('ETIMEDOUT'), true],
    ['a cancelled statement (statement timeout)', withCode('57014'), true],
    ['a connection failure class', withCode('08006'), true],
    ['too many connections', withCode('53300'), true],
    ['a refused socket', withCode('ECONNREFUSED'), true],
    ['a reset socket', withCode('ECONNRESET'), true],
    ['a dropped connection', new Error('Connection terminated unexpectedly'), true],
    ['a pool timeout', new Error('timeout exceeded when trying to connect'), true],
    ['a closed PGlite', new Error('PGlite is closed'), true],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED')]), true],
    ['a data error', withCode('22003'), false],
    ['a plain bug', new TypeError('x is undefined'), false],
    ['not an error at all', 'boom', false],
  ])('%s means the database is unavailable: %s', (_label, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });

  // A connection on which any of these happened cannot be trusted with the next statement.
  it.each([
    ['an answer that never came (query_timeout)', new Error('Query read timeout'), true],
    ['a dropped connection', new Error('Connection terminated unexpectedly'), true],
    ['a terminated backend', withCode('57P01'), true],
    ['a reset socket', withCode('ECONNRESET'), true],
    ['a connection failure class', withCode('08006'), true],
    // The server cancelled the statement and the connection is ready for the next one.
    ['a cancelled statement (statement timeout)', withCode('57014'), false],
    ['a unique violation', withCode('23505'), false],
    ['a data error', withCode('22003'), false],
    ['a plain bug', new TypeError('x is undefined'), false],
  ])('after %s the connection is discarded: %s', (_label, error, expected) => {
    expect(isConnectionBroken(error)).toBe(expected);
  });

  it('recognises a unique violation only by its code', () => {
    expect(isUniqueViolation(withCode('23505'))).toBe(true);
    expect(isUniqueViolation(withCode('23503'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
