import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, type AuthProvider, defaultI18nProvider, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './LoginPage.tsx';

afterEach(cleanup);

function renderLogin(login: AuthProvider['login'] = async () => undefined) {
  const authProvider: AuthProvider = {
    login,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
  };
  render(
    <AdminContext authProvider={authProvider} i18nProvider={defaultI18nProvider} store={memoryStore()}>
      <LoginPage />
    </AdminContext>,
  );
  return {
    username: screen.getByLabelText('Username') as HTMLInputElement,
    password: screen.getByLabelText('Password') as HTMLInputElement,
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })),
  };
}

describe('LoginPage', () => {
  it('refuses an empty form with core’s messages, focuses the first field, and signs in nobody', async () => {
    const login = vi.fn(async () => undefined);
    const form = renderLogin(login);
    form.submit();
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(form.username.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(form.username);
    expect(login).not.toHaveBeenCalled();
  });

  it('clears a message once the field is filled, then signs in with what was typed', async () => {
    const login = vi.fn(async () => undefined);
    const form = renderLogin(login);
    form.submit();
    await screen.findByText('Username is required');
    fireEvent.change(form.username, { target: { value: 'owner' } });
    await waitFor(() => expect(screen.queryByText('Username is required')).toBeNull());
    expect(screen.getByText('Password is required')).toBeTruthy();
    fireEvent.change(form.password, { target: { value: 'pepper-soup' } });
    form.submit();
    await waitFor(() => expect(login).toHaveBeenCalledWith({ username: 'owner', password: 'pepper-soup' }));
  });

  it('shows and hides the password', () => {
    const form = renderLogin();
    expect(form.password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(form.password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(form.password.type).toBe('password');
  });
});
