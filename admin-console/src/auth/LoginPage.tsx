import type { LoginInput } from '@ata/core/auth';
import { brand, messages } from '@ata/core/site';
import LockIcon from '@mui/icons-material/Lock';
import { Avatar, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useBasename, useLogin, useNotify } from 'react-admin';
import { loadLayout } from '../layout/load-layout.ts';
import { useToast } from '../shared/toast.tsx';
import { usePageTitle } from '../shared/use-page-title.ts';
import { takeAuthNotice } from './auth-notice.ts';
import { LoginRefused } from './auth-provider.ts';
import { LoginField, PasswordField } from './LoginFields.tsx';

type Errors = Partial<Record<keyof LoginInput, string>>;

/** core's login rules; the schema (and zod) load with the first submit, not with the screen. */
async function validateLogin(values: LoginInput): Promise<Errors> {
  const [{ loginSchema }, { fieldErrors }] = await Promise.all([
    import('@ata/core/auth'),
    import('@ata/core/validation'),
  ]);
  return fieldErrors(loginSchema, values);
}

/**
 * /admin/login: username, password (with show/hide), and a toast for each outcome. A plain form around
 * react-admin's `useLogin` (its documented custom login page) rather than its `<Form>`, which would bring
 * react-hook-form into the first load for two fields.
 */
export function LoginPage() {
  usePageTitle(`Login | ${brand.name} Admin`);
  const login = useLogin();
  const notify = useNotify();
  const toast = useToast();
  const basename = useBasename();
  const [values, setValues] = useState<LoginInput>({ username: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const fields = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  useEffect(() => {
    const notice = takeAuthNotice();
    if (notice) toast({ ...notice, variant: 'destructive' });
  }, [toast]);

  // After a first submit, the messages follow what is typed (as react-admin's forms do).
  const change = (field: keyof LoginInput) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) validateLogin(next).then(setErrors);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = await validateLogin(values);
    setErrors(found);
    const firstInvalid = (['username', 'password'] as const).find((field) => found[field]);
    if (firstInvalid) {
      fields[firstInvalid].current?.focus();
      notify('ra.message.invalid_form', { type: 'error' });
      return;
    }
    setPending(true);
    loadLayout().catch(() => undefined); // a failure shows when the layout renders
    try {
      await login(values, `${basename}/`);
      toast(messages.loginSuccess);
    } catch (error) {
      const refusal =
        error instanceof LoginRefused && error.reason === 'not-admin'
          ? messages.accessDenied
          : messages.loginFailed;
      toast({ ...refusal, variant: 'destructive' });
      if (!(error instanceof LoginRefused)) console.error('Login failed', error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
            <Avatar sx={{ bgcolor: 'primary.main', mb: 1 }}>
              <LockIcon />
            </Avatar>
            <Typography component="h1" variant="h5" fontWeight={700}>
              {brand.name} Admin
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Sign in to manage the shop
            </Typography>
          </Box>
          <form onSubmit={submit} noValidate>
            <LoginField
              name="username"
              label="Username"
              autoComplete="username"
              autoFocus
              value={values.username}
              error={errors.username}
              onChange={change('username')}
              inputRef={fields.username}
            />
            <PasswordField
              name="password"
              label="Password"
              autoComplete="current-password"
              value={values.password}
              error={errors.password}
              onChange={change('password')}
              inputRef={fields.password}
            />
            <Button
              type="submit"
              variant="contained"
              fullWidth
              size="large"
              disabled={pending}
              startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
              sx={{ mt: 1 }}
            >
              {pending ? 'Signing in...' : 'Sign in'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
