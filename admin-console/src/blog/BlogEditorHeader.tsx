import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditNoteIcon from '@mui/icons-material/EditNote';
import SaveIcon from '@mui/icons-material/Save';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Link, Title, useSaveContext } from 'react-admin';
import { adminPath } from '../shared/paths.ts';

interface Props {
  title: string;
  subtitle: string;
  preview: boolean;
  onTogglePreview: () => void;
}

/** Title, subtitle, 'Back to Blog Posts', Preview/Exit Preview and 'Save Post' ('Saving...' while pending). */
export function BlogEditorHeader({ title, subtitle, preview, onTogglePreview }: Props) {
  const { saving } = useSaveContext();
  return (
    <Box sx={{ mb: 2 }}>
      <Button
        component={Link}
        to={adminPath('/blog')}
        startIcon={<ArrowBackIcon />}
        size="small"
        sx={{ mb: 1 }}
      >
        Back to Blog Posts
      </Button>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        justifyContent="space-between"
        alignItems={{ sm: 'center' }}
      >
        <Box>
          {/* The app bar's title is the page's h1. */}
          <Title title={title} />
          <Typography component="h2" variant="h5" fontWeight={700}>
            {title}
          </Typography>
          <Typography color="text.secondary">{subtitle}</Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            onClick={onTogglePreview}
            startIcon={preview ? <EditNoteIcon /> : <VisibilityIcon />}
            aria-pressed={preview}
          >
            {preview ? 'Exit Preview' : 'Preview'}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
          >
            {saving ? 'Saving...' : 'Save Post'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
