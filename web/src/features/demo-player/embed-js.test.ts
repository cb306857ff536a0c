import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER_HEIGHT_MESSAGE } from '@rufbereit/shared';

describe('web/public/embed.js', () => {
  it('listens for the message type the player sends', () => {
    const source = readFileSync(path.join(import.meta.dirname, '../../../public/embed.js'), 'utf8');
    expect(source).toContain(`'${DEMO_PLAYER_HEIGHT_MESSAGE}'`);
  });
});
