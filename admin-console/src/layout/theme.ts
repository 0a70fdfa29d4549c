import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default theme in the shop's colours (pepper red, leaf green). */
export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#b4471c' },
    secondary: { main: '#1f5130' },
    background: { default: '#f7f4ef' },
  },
  shape: { borderRadius: 8 },
  components: {
    ...defaultTheme.components,
    // Labels read as written ('Save Post', 'Back to Blog Posts'), not in MUI's default capitals.
    MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
  },
  typography: {
    ...defaultTheme.typography,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
};
