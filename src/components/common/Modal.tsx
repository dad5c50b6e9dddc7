import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../hooks/useFocusTrap';

interface ModalProps {
  open: boolean;
  title: string;
  /** Hide the title visually but keep it as the dialog's accessible name. */
  hideTitle?: boolean;
  onClose: () => void;
  children: ReactNode;
  size?: 'sm' | 'lg' | 'xl' | 'fullscreen';
  footer?: ReactNode;
  /** Where focus goes when it closes; default: the control that opened it. */
  returnFocus?: HTMLElement | null | false | (() => HTMLElement | null | false);
}

/**
 * An accessible dialog with Bootstrap's look: focus moves in on open, Tab is trapped inside, the page
 * behind is inert, Escape closes, and focus returns to whatever opened it (useFocusTrap.ts), unless
 * `returnFocus` says otherwise (false: the caller moves focus itself, e.g. to a page a result opened).
 */
export function Modal({ open, title, hideTitle, onClose, children, size, footer, returnFocus }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(dialogRef, open, { onEscape: onClose, ...(returnFocus === undefined ? {} : { returnFocus }) });

  if (!open) return null;
  const sizeClass = size === 'fullscreen' ? 'modal-fullscreen' : size ? `modal-${size}` : '';
  // On <body>, so no page's stacking context (a card, the sticky header) can put the dialog or its
  // backdrop below the floating buttons.
  return createPortal(
    <>
      {/* The overlay around the dialog: a pointer press on it closes, as Escape does from the keyboard. */}
      <div
        className="modal d-block"
        role="presentation"
        onMouseDown={(e) => {
          if (e.target === e.currentTarget) onClose();
        }}
      >
        <div className={`modal-dialog modal-dialog-centered modal-dialog-scrollable ${sizeClass}`}>
          <div
            className="modal-content"
            ref={dialogRef}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            tabIndex={-1}
          >
            <div className="modal-header">
              <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal-title h5'}>
                {title}
              </h2>
              <button type="button" className="btn-close ms-auto" aria-label="Close" onClick={onClose} />
            </div>
            <div className="modal-body">{children}</div>
            {footer && <div className="modal-footer">{footer}</div>}
          </div>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>,
    document.body,
  );
}
