import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { AfterFirstCommit } from './after-first-commit.js';

function Part({ onEffect }: { onEffect: () => void }) {
  useEffect(onEffect, [onEffect]);
  return <p>part</p>;
}

describe('AfterFirstCommit', () => {
  it("leaves its children out of the page's first commit, effects included, and mounts them once the main thread was yielded", async () => {
    const effect = jest.fn();
    render(
      <>
        <h1>page</h1>
        <AfterFirstCommit>
          <Part onEffect={effect} />
        </AfterFirstCommit>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'page' })).toBeInTheDocument();
    expect(screen.queryByText('part')).not.toBeInTheDocument();
    expect(effect).not.toHaveBeenCalled();
    expect(await screen.findByText('part')).toBeInTheDocument();
    expect(effect).toHaveBeenCalledTimes(1);
  });
});
