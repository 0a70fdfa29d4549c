import type { ToastText } from '@ata/core/site';

/**
 * The auth provider cannot raise toasts itself (it lives outside React), so it leaves the notice here and
 * the login screen shows it once mounted.
 */
let pending: ToastText | null = null;

export const leaveAuthNotice = (notice: ToastText) => {
  pending = notice;
};

export const takeAuthNotice = (): ToastText | null => {
  const notice = pending;
  pending = null;
  return notice;
};
