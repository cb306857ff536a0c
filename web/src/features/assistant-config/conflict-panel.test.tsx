// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConflictPanel, type ConflictOrigin } from './conflict-panel';
import type { FieldConflict } from './conflict-merge';

afterEach(cleanup);

const conflicts: FieldConflict[] = [{ field: 'assistant_name', mine: 'Frieda', theirs: 'Anna' }];
const renderPanel = (origin: ConflictOrigin) => render(<ConflictPanel conflicts={conflicts} choices={{}} onChoose={() => undefined} origin={origin} />);

describe('the panel that compares edits with the stored configuration', () => {
  it("introduces edits kept through an ended session as 'Ihre nicht gespeicherten Änderungen', not as a save in another window", () => {
    renderPanel('restored');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Ihre nicht gespeicherten Änderungen');
    expect(screen.getByTestId('config-conflict')).not.toHaveTextContent('anderen Fenster');
    expect(screen.getByTestId('conflict-assistant_name')).toHaveTextContent('Frieda');
  });

  it('says that another window saved after a version conflict', () => {
    renderPanel('conflict');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Ihre Änderungen und der gespeicherte Stand');
    expect(screen.getByTestId('config-conflict')).toHaveTextContent('In einem anderen Fenster wurde inzwischen gespeichert.');
  });
});
