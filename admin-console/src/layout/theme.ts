import type { CheckboxProps } from '@mui/material';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default theme in the shop's colours (pepper red, leaf green). */
export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#b4471c' },
    secondary: { main: '#1f5130' },
    background: { default: '#f7f4ef' },
    // Darker than MUI's defaults, so that white chip text ('3 left') and red button text reach 4.5:1.
    warning: { main: '#b45309' },
    error: { main: '#b91c1c' },
  },
  shape: { borderRadius: 8 },
  components: {
    ...defaultTheme.components,
    // Labels read as written ('Save Post', 'Back to Blog Posts'), not in MUI's default capitals.
    MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
    // A light form toolbar, so that Cancel and Delete (brand red and red text buttons) keep 4.5:1 on it.
    RaToolbar: { styleOverrides: { root: { backgroundColor: '#f5f5f5' } } },
    // A read-only field's hint stays readable (MUI greys disabled hints to 2.7:1).
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
    // react-admin names its row checkboxes with `aria-label` on the Checkbox, which MUI puts on the wrapping
    // <span> (where the attribute is not allowed) and not on the <input>: move it to the input.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: { 'aria-label': undefined },
          input: ({ 'aria-label': label, inputProps }: CheckboxProps) => ({
            'aria-label': label,
            ...inputProps,
          }),
        },
      },
    },
  },
  typography: {
    ...defaultTheme.typography,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
};
