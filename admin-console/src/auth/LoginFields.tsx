import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

interface LoginFieldProps extends Omit<TextFieldProps, 'error' | 'onChange' | 'value'> {
  value: string;
  error?: string;
  onChange(value: string): void;
}

/**
 * A text field as react-admin's `TextInput` draws it (the theme's filled, dense style): the message below
 * it, or an empty line kept for it, so the form does not jump when one appears.
 */
export function LoginField({ error, onChange, ...props }: LoginFieldProps) {
  return (
    <TextField
      id={props.name}
      fullWidth
      {...props}
      error={Boolean(error)}
      helperText={error ?? ' '}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** react-admin's `PasswordInput`: hidden by default, with its show/hide button and labels. */
export function PasswordField(props: LoginFieldProps) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <LoginField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={translate(
                  visible ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden',
                )}
                onClick={() => setVisible(!visible)}
                size="small"
              >
                {visible ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
