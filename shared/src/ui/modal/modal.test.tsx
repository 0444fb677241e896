import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useRef, useState } from 'react';
import { i18nWrapper } from '../test-support/i18n.js';
import { Modal, useModalOpen } from './modal.js';

/** A page with a button that opens a modal holding two buttons; `nested` adds a second modal inside. */
function Page({ nested = false }: { nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [innerOpen, setInnerOpen] = useState(false);
  return (
    <main>
      <button onClick={() => setOpen(true)}>Open settings</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Settings">
        <button>Save</button>
        {nested ? <button onClick={() => setInnerOpen(true)}>More</button> : <button>Reset</button>}
        <Modal open={innerOpen} onClose={() => setInnerOpen(false)} title="More settings">
          <button>Apply</button>
        </Modal>
      </Modal>
    </main>
  );
}

function setup(ui: React.ReactElement) {
  const user = userEvent.setup();
  render(ui, { wrapper: i18nWrapper() });
  return user;
}

describe('Modal', () => {
  it('is a dialog named by its title, with focus moved inside on open', async () => {
    const user = setup(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));

    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = setup(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));

    await user.tab(); // Save -> Reset, the last focusable
    expect(screen.getByRole('button', { name: 'Reset' })).toHaveFocus();
    await user.tab(); // wraps to the first focusable, the close button in the header
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true }); // and back
    expect(screen.getByRole('button', { name: 'Reset' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = setup(<Page />);
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await user.click(opener);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const user = setup(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('locks page scrolling while open and restores it after', async () => {
    document.body.style.overflow = 'auto';
    const user = setup(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
  });

  it('with two modals open, Escape closes only the top one and focus returns inside the first', async () => {
    const user = setup(<Page nested />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    const more = screen.getByRole('button', { name: 'More' });
    await user.click(more);
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();

    await user.tab(); // the top modal traps: Apply -> its own close button, never the modal below
    expect(screen.getByRole('dialog', { name: 'More settings' })).toContainElement(
      document.activeElement as HTMLElement,
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'More settings' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    expect(more).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stacks a nested modal on top even when both open in the same render', async () => {
    function BothOpen() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(true);
      return (
        <Modal open={outer} onClose={() => setOuter(false)} title="Outer">
          <button>Outer action</button>
          <Modal open={inner} onClose={() => setInner(false)} title="Inner">
            <button>Inner action</button>
          </Modal>
        </Modal>
      );
    }
    const user = setup(<BothOpen />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
  });

  it('behaves the same under StrictMode', async () => {
    const user = setup(
      <StrictMode>
        <Page />
      </StrictMode>,
    );
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).not.toBe('hidden');
  });

  it('focuses initialFocusRef and uses a custom close label', async () => {
    function WithInput() {
      const ref = useRef<HTMLInputElement>(null);
      return (
        <Modal open onClose={() => {}} title="Rename" initialFocusRef={ref} closeLabel="Dismiss">
          <button>Help</button>
          <input ref={ref} aria-label="New name" />
        </Modal>
      );
    }
    setup(<WithInput />);
    expect(screen.getByRole('textbox', { name: 'New name' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });

  it('shows the translated close label from the common namespace', () => {
    render(
      <Modal open onClose={() => {}} title="Ajustes">
        <p>Hola</p>
      </Modal>,
      { wrapper: i18nWrapper({ close: 'Cerrar' }, 'es_ES') },
    );
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('with dismissible={false}: no close button, Escape and the backdrop do nothing, Tab stays inside', async () => {
    const onClose = jest.fn();
    const user = setup(
      <Modal open dismissible={false} closeOnBackdrop onClose={onClose} title="Change your password">
        <button>Change</button>
        <button>Help</button>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Change your password' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(document.querySelector('.cr-modal-backdrop') as HTMLElement);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});

describe('useModalOpen', () => {
  function Reader() {
    return <p>{useModalOpen() ? 'a modal is open' : 'no modal'}</p>;
  }

  it('says whether any modal is open, and follows it', async () => {
    const user = setup(
      <>
        <Reader />
        <Page />
      </>,
    );
    expect(screen.getByText('no modal')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    expect(screen.getByText('a modal is open')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByText('no modal')).toBeInTheDocument();
  });
});
