import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { useFocusTrap } from './useFocusTrap.ts';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** 'center' for a modal dialog, 'left' for a slide-out sheet. */
  placement?: 'center' | 'left';
  className?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Hide the visible title (still announced). */
  hideTitle?: boolean;
  children: ReactNode;
}

/** A small modal: labelled, focus-trapped, closed by Escape or a click on the backdrop; locks page scroll. */
export function Dialog({
  open,
  onClose,
  title,
  placement = 'center',
  className,
  initialFocus,
  hideTitle,
  children,
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panel, open, onClose, initialFocus);

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className={`shell-dialog shell-dialog--${placement}`}>
      {/* The backdrop is a mouse convenience; keyboard users have Escape and the close buttons. */}
      <div className="shell-dialog__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`shell-dialog__panel ${className ?? ''}`}
      >
        <h2 id={titleId} className={hideTitle ? 'ui-visually-hidden' : 'shell-dialog__title'}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
