/* The roles of a signed-in user, read without the schema library (the first page needs them). */

/** The only role SPEC.md shows for a signed-in user; staff roles are not shown. */
export const CUSTOMER_ROLE = 'Customer';

/**
 * Reads the login response's roles. The auth host sends a JSON array in a string; a lone
 * role or a comma-separated list is also accepted so an odd server never signs a user out.
 */
export function parseRoles(roles: unknown): string[] {
  if (Array.isArray(roles)) return roles.filter((role): role is string => typeof role === 'string');
  if (typeof roles !== 'string' || roles.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(roles);
    if (Array.isArray(parsed)) return parseRoles(parsed);
    if (typeof parsed === 'string') return parsed.trim() === '' ? [] : [parsed];
    return [];
  } catch {
    return roles
      .split(',')
      .map((role) => role.trim())
      .filter((role) => role !== '');
  }
}
