import { imageSources } from '@ata/core/image';
import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import ImageIcon from '@mui/icons-material/Image';
import { Box, Typography } from '@mui/material';
import { useState } from 'react';

/** Live preview of an image URL, with placeholders for "no URL" and "broken URL". */
export function ImagePreview({
  url,
  alt,
  height = 180,
}: {
  url?: string | null;
  alt: string;
  height?: number;
}) {
  // Remember which URL failed, so typing a new one retries without an effect.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const trimmed = url?.trim();
  const broken = !!trimmed && brokenUrl === trimmed;

  if (!trimmed || broken) {
    return (
      <Box
        role="img"
        aria-label={trimmed ? 'Invalid image URL' : 'No image URL provided'}
        sx={{
          height,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          border: '1px dashed',
          borderColor: 'divider',
          borderRadius: 1,
          color: 'text.secondary',
          bgcolor: 'action.hover',
        }}
      >
        {trimmed ? <BrokenImageIcon /> : <ImageIcon />}
        <Typography variant="body2">{trimmed ? 'Invalid image URL' : 'No image URL provided'}</Typography>
      </Box>
    );
  }
  // An uploaded image: a variant near the preview's width rather than the full-size original.
  const sources = imageSources(trimmed);
  return (
    <Box
      component="img"
      src={trimmed}
      srcSet={sources?.srcset.webp}
      sizes={sources ? '(max-width: 900px) 100vw, 480px' : undefined}
      alt={alt}
      onError={() => setBrokenUrl(trimmed)}
      sx={{ height, width: '100%', objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
    />
  );
}
