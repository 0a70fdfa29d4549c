import type { LoginInput } from '@ata/core/auth';
import { brand, messages } from '@ata/core/site';
import LockIcon from '@mui/icons-material/Lock';
import { Avatar, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form, PasswordInput, TextInput, useBasename, useLogin } from 'react-admin';
import { useToast } from '../shared/toast.tsx';
import { usePageTitle } from '../shared/use-page-title.ts';
import { takeAuthNotice } from './auth-notice.ts';
import { LoginRefused } from './auth-provider.ts';

/** core's login rules; the schema (and zod) load with the first submit, not with the screen. */
const validateLogin = async (values: Record<string, unknown>) => {
  const [{ loginSchema }, { zodValidate }] = await Promise.all([
    import('@ata/core/auth'),
    import('../shared/zod-validate.ts'),
  ]);
  return zodValidate(loginSchema)(values);
};

/** /admin/login: username, password (with show/hide), and a toast for each outcome. */
export function LoginPage() {
  usePageTitle(`Login | ${brand.name} Admin`);
  const login = useLogin();
  const toast = useToast();
  const basename = useBasename();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const notice = takeAuthNotice();
    if (notice) toast({ ...notice, variant: 'destructive' });
  }, [toast]);

  const submit = async (values: Record<string, unknown>) => {
    setPending(true);
    try {
      await login(values as LoginInput, `${basename}/`);
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
          <Form onSubmit={submit} validate={validateLogin} noValidate>
            <TextInput source="username" label="Username" autoComplete="username" autoFocus fullWidth />
            <PasswordInput source="password" label="Password" autoComplete="current-password" fullWidth />
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
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
