import { expect, it } from 'vitest';
import { MAIL_COLOURS } from '../../server/mail/layout.tsx';
import { lightTokens } from '../../src/ui/theme/theme.css.ts';

// The server may not import src/ui, so the mail layout keeps its own copy of the colours.
it("draws mail in the site's own colours", () => {
  for (const [name, value] of Object.entries(MAIL_COLOURS)) {
    expect([name, value]).toEqual([
      name,
      lightTokens.color[name as keyof typeof lightTokens.color],
    ]);
  }
});
