/** PostgreSQL's unique_violation, raised alike by `pg` and PGlite. */
const UNIQUE_VIOLATION = '23505';

function sqlState(error: unknown): string | undefined {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : '';
  return typeof code === 'string' ? code : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === UNIQUE_VIOLATION;
}

/**
 * SQLSTATE class 22, "data exception": a value the database cannot hold (an integer out of
 * range, a NUL byte in text, a fraction where an integer belongs). Input that reaches the
 * database like this slipped past a schema, but it is still the caller's fault: 400.
 */
export function isDataError(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') === true;
}

/*
 * Class 08 (connection exception), 57P01-57P03 (the server is shutting down or starting),
 * 53300 (too many connections), 55000 (what a new connection gets from a database that does
 * not accept connections: ALLOW_CONNECTIONS false, or one being restarted or dropped) and
 * 57014 (cancelled, which is how a statement timeout ends), plus the errors `pg` raises itself
 * when a socket closes or no answer comes in time.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '55000', '57014']);
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection timeout/i,
  /query read timeout/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
  /connection.*(closed|ended)/i,
  /pglite is closed/i,
];

/** True when the database could not be reached or did not answer in time: the caller may retry. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state?.startsWith('08') || (state && UNAVAILABLE_STATES.has(state))) return true;
  if (state && UNAVAILABLE_SOCKET_CODES.has(state)) return true;
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  const message = error instanceof Error ? error.message : '';
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/** The server cancelled the statement (statement_timeout) and the connection is ready again. */
const STATEMENT_CANCELLED = '57014';

/**
 * True when the connection a statement ran on cannot be trusted with the next one: its socket
 * failed, the server ended it, or no answer came in time (pg's query_timeout leaves the
 * unanswered statement in flight, so every later statement on it would wait behind it).
 */
export function isConnectionBroken(error: unknown): boolean {
  return isDatabaseUnavailable(error) && sqlState(error) !== STATEMENT_CANCELLED;
}
