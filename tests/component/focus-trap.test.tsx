import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusTrap, type UseFocusTrapOptions } from '../../src/hooks/useFocusTrap';
import { trapFocus } from '../../src/lib/focusTrap';

/** A page with a button that opens a small dialog held by the hook, and controls around it. */
function Page({ options = {}, inner = false }: { options?: UseFocusTrapOptions; inner?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog name="Outer" onClose={() => setOpen(false)} options={options}>
          {inner && <Nested />}
        </Dialog>
      )}
      <a href="#after">After</a>
    </>
  );
}

function Dialog({
  name,
  onClose,
  options,
  children,
}: {
  name: string;
  onClose: () => void;
  options: UseFocusTrapOptions;
  children?: React.ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  useFocusTrap(ref, true, { onEscape: onClose, ...options });
  return (
    <div ref={ref} role="dialog" aria-label={name} tabIndex={-1}>
      <button type="button" onClick={onClose}>
        Close {name}
      </button>
      <input aria-label={`Field in ${name}`} />
      <button type="button" disabled={busy} onClick={() => setBusy(true)}>
        Work in {name}
      </button>
      <button type="button" onClick={() => setBusy(false)}>
        Last in {name}
      </button>
      {children}
    </div>
  );
}

function Nested() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open inner
      </button>
      {open && <Dialog name="Inner" onClose={() => setOpen(false)} options={{}} />}
    </>
  );
}

describe('useFocusTrap: the one way every dialog, drawer and window holds focus', () => {
  it('moves focus in on open, cycles Tab and Shift+Tab inside, and makes the page behind inert', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Outer' });

    expect(screen.getByRole('button', { name: 'Close Outer' })).toHaveFocus();
    // The page behind becomes inert once the dialog has been painted, so that work does not delay it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Before' })).toHaveAttribute('inert'));
    expect(screen.getByText('After')).toHaveAttribute('inert');
    expect(dialog).not.toHaveAttribute('inert');

    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Field in Outer' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last in Outer' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close Outer' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last in Outer' })).toHaveFocus();
  });

  it('closes on Escape, gives the page back and returns focus to the control that opened it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.tab();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Before' })).not.toHaveAttribute('inert');
    expect(screen.getByText('After')).not.toHaveAttribute('inert');
  });

  it('starts on [data-autofocus] or a chosen element, and returns focus where it is told to', async () => {
    const user = userEvent.setup();
    const target = () => screen.getByRole('button', { name: 'Before' });
    render(
      <Page
        options={{
          initialFocus: () => screen.getByRole('textbox', { name: 'Field in Outer' }),
          returnFocus: target,
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('textbox', { name: 'Field in Outer' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(target()).toHaveFocus();
  });

  it('leaves focus alone on close when told to (returnFocus: false)', async () => {
    const user = userEvent.setup();
    render(<Page options={{ returnFocus: false }} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open' })).not.toHaveFocus();
  });

  it('carries on from a control that became disabled under focus, instead of starting over', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const work = screen.getByRole('button', { name: 'Work in Outer' });
    work.focus();
    await user.keyboard('{Enter}');
    // Disabled while it works: it is no longer a Tab stop, yet Tab goes on from its place.
    expect(work).toBeDisabled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last in Outer' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Last in Outer' }));
    work.focus();
    await user.keyboard('{Enter}');
    await user.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: 'Field in Outer' })).toHaveFocus();
  });

  it('nests: the inner dialog holds the keys, and closing it gives focus back inside the outer one', async () => {
    const user = userEvent.setup();
    render(<Page inner />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Open inner' }));
    expect(screen.getByRole('button', { name: 'Close Inner' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last in Inner' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open inner' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('holds a window built by a script outside React the same way (the payment window)', async () => {
    const user = userEvent.setup();
    render(<button type="button">Place Order</button>);
    const opener = screen.getByRole('button', { name: 'Place Order' });
    opener.focus();
    const overlay = document.createElement('div');
    overlay.innerHTML =
      '<div role="dialog" aria-label="Payment"><button>Close</button><button>Card</button><button>UPI</button><button>Pay</button><button>Fail</button></div>';
    document.body.appendChild(overlay);
    let closed = 0;
    const trap = trapFocus(overlay, { onEscape: () => closed++ });

    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(opener.closest('[inert]')).not.toBeNull();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(closed).toBe(1);

    trap.release();
    overlay.remove();
    expect(opener).toHaveFocus();
    expect(opener.closest('[inert]')).toBeNull();
  });

  it('lets a drawer opened behind a dialog (inside the page it made inert) take focus, and puts things back', () => {
    const page = document.createElement('div');
    page.innerHTML = '<button>Page button</button><div id="drawer"><button>In the drawer</button></div>';
    const dialog = document.createElement('div');
    dialog.innerHTML = '<button>In the dialog</button>';
    document.body.append(page, dialog);
    const outer = trapFocus(dialog);
    expect(page).toHaveAttribute('inert');

    const drawer = page.querySelector<HTMLElement>('#drawer')!;
    const inner = trapFocus(drawer);
    expect(screen.getByRole('button', { name: 'In the drawer' })).toHaveFocus();
    expect(drawer.closest('[inert]')).toBeNull();
    expect(dialog).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Page button' }).closest('[inert]')).not.toBeNull();

    inner.release();
    expect(page).toHaveAttribute('inert');
    expect(dialog).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'In the dialog' })).toHaveFocus();
    outer.release();
    expect(page).not.toHaveAttribute('inert');
    page.remove();
    dialog.remove();
  });
});
