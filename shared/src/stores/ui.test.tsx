import { render, screen, act } from '@testing-library/react';
import { createUiStore, isDesktopWidth } from './ui.js';
import { useStore } from './index.js';

describe('createUiStore', () => {
  it('is desktop at 992 px or more and mobile below', () => {
    expect(isDesktopWidth(991)).toBe(false);
    expect(isDesktopWidth(992)).toBe(true);
    expect(createUiStore({ width: 375 }).getState().isDesktop).toBe(false);
    expect(createUiStore({ width: 1440 }).getState().isDesktop).toBe(true);
  });

  it('reads the window width when none is given', () => {
    window.innerWidth = 500;
    expect(createUiStore().getState().isDesktop).toBe(false);
    window.innerWidth = 1280;
    expect(createUiStore().getState().isDesktop).toBe(true);
  });

  it('starts in the default locale and changes language and currency', () => {
    const store = createUiStore();
    expect(store.getState()).toMatchObject({ language: 'en_US', currency: null });
    store.getState().setLanguage('hi_IN');
    store.getState().setCurrency('INR');
    expect(store.getState()).toMatchObject({ language: 'hi_IN', currency: 'INR' });
  });

  it('re-renders a component through useStore', () => {
    const store = createUiStore({ language: 'en_US' });
    function Lang() {
      return <p>{useStore(store, (s) => s.language)}</p>;
    }
    render(<Lang />);
    expect(screen.getByText('en_US')).toBeInTheDocument();
    act(() => store.getState().setLanguage('ta_IN'));
    expect(screen.getByText('ta_IN')).toBeInTheDocument();
  });
});
