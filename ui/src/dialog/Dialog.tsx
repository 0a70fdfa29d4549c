import { createContext, type ReactNode, type RefObject, useContext, useId, useRef } from 'react';
import { useModal } from './use-modal.ts';
import './dialog.css';

const TitleIdContext = createContext<string | undefined>(undefined);

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** 'center': a modal box; 'left' / 'right': a full-height sheet sliding in from that side. */
  placement?: 'center' | 'left' | 'right';
  /** Class of the panel (the element with role="dialog"). */
  className?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Stay in the page while closed (hidden and inert), so that closing slides out too. */
  keepMounted?: boolean;
  id?: string;
  /** Must contain a `DialogTitle`, which names the dialog. */
  children: ReactNode;
}

/** The storefront's one modal dialog: labelled, focus-trapped, closed by Escape or the backdrop. */
export function Dialog({
  open,
  onClose,
  placement = 'center',
  className,
  initialFocus,
  keepMounted = false,
  id,
  children,
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(panel, open, onClose, initialFocus);
  if (!open && !keepMounted) return null;
  return (
    <div className={`ui-dialog ui-dialog--${placement}`} data-state={open ? 'open' : 'closed'} inert={!open}>
      {/* The backdrop is a mouse convenience; keyboard users have Escape and the close buttons. */}
      <div className="ui-dialog__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className ? `ui-dialog__panel ${className}` : 'ui-dialog__panel'}
      >
        <TitleIdContext.Provider value={titleId}>{children}</TitleIdContext.Provider>
      </div>
    </div>
  );
}

/** The dialog's heading (an h2); `hidden` keeps it for screen readers only. */
export function DialogTitle({
  children,
  className,
  hidden = false,
}: {
  children: ReactNode;
  className?: string;
  hidden?: boolean;
}) {
  const id = useContext(TitleIdContext);
  return (
    <h2 id={id} className={hidden ? 'ui-visually-hidden' : (className ?? 'ui-dialog__title')}>
      {children}
    </h2>
  );
}
