import { BusEvent } from '@croupier/shared';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createTestShell } from '../../test/shell-harness.js';
import { ClosePage } from './close-page.js';

describe('/close in the main page', () => {
  it('runs the quit-game step in place, then goes home', async () => {
    const shell = await createTestShell();
    const quits: unknown[] = [];
    shell.services.bus.on(BusEvent.gamesQuitRequested, (payload) => quits.push(payload));

    shell.renderInShell(
      <Routes>
        <Route path="/close" element={<ClosePage />} />
        <Route path="/" element={<p>home page</p>} />
      </Routes>,
      '/close',
    );

    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(quits).toEqual([{ windowType: 'gameWindow' }]);
  });
});
