import { blogTopicName } from '@ata/core/blog';
import { Markdown } from '@ata/ui/markdown';
import { Box, Chip, Divider, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { ImagePreview } from '../shared/ImagePreview.tsx';

/** Preview: title, image, excerpt, content rendered by the storefront's renderer, category, status. */
export function BlogPreview() {
  const [title, imageUrl, excerpt, content, categoryId, published] = useWatch({
    name: ['title', 'imageUrl', 'excerpt', 'content', 'categoryId', 'published'],
  }) as [string, string | null, string, string, string | null, boolean];

  return (
    <Box component="article" aria-label="Preview" sx={{ maxWidth: 760, mx: 'auto' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Chip size="small" label={blogTopicName(categoryId) ?? 'Unknown'} />
        <Chip
          size="small"
          color={published ? 'success' : 'default'}
          variant={published ? 'filled' : 'outlined'}
          label={published ? 'Published' : 'Draft'}
        />
      </Stack>
      <Typography component="h1" variant="h4" fontWeight={700} gutterBottom>
        {title}
      </Typography>
      {imageUrl ? <ImagePreview url={imageUrl} alt={title} height={320} /> : null}
      {excerpt ? (
        <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ my: 2 }}>
          {excerpt}
        </Typography>
      ) : null}
      <Divider sx={{ mb: 3 }} />
      <Markdown>{content ?? ''}</Markdown>
    </Box>
  );
}
