import { blogPostInputSchema, blogTopics } from '@ata/core/blog';
import { Box, Card, CardContent, Grid } from '@mui/material';
import { useState } from 'react';
import { BooleanInput, Form, ReferenceInput, SelectInput, TextInput, Title } from 'react-admin';
import { zodValidate } from '../shared/zod-validate.ts';
import { BlogEditorHeader } from './BlogEditorHeader.tsx';
import { BlogPreview } from './BlogPreview.tsx';
import { FeaturedImageField } from './FeaturedImageField.tsx';
import { SlugField } from './SlugField.tsx';

const validatePost = zodValidate(blogPostInputSchema);
const topicChoices = blogTopics.map((topic) => ({ id: topic.slug, name: topic.name }));

const CONTENT_HINT =
  'Markdown: # Heading 1, ## Heading 2, ### Heading 3, **bold**, *italic*, - bullet lists, 1. numbered lists. Separate paragraphs with a blank line.';

interface Props {
  title: string;
  subtitle: string;
  /** Slug follows the title: on for new posts, off for edits (an edited post keeps its URL unless the owner changes it). */
  autoSlug: boolean;
  defaultValues?: Record<string, unknown>;
}

/** The blog editor, inside a CreateBase or EditBase (which provide the record and save). */
export function BlogForm({ title, subtitle, autoSlug, defaultValues }: Props) {
  const [preview, setPreview] = useState(false);
  const [auto, setAuto] = useState(autoSlug);

  return (
    <Form validate={validatePost} noValidate defaultValues={defaultValues} warnWhenUnsavedChanges={false}>
      <Title title={title} />
      <BlogEditorHeader
        title={title}
        subtitle={subtitle}
        preview={preview}
        onTogglePreview={() => setPreview(!preview)}
      />
      {preview && (
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
            <BlogPreview />
          </CardContent>
        </Card>
      )}
      {/* Kept mounted while previewing so nothing typed is lost. */}
      <Box hidden={preview}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Card>
              <CardContent>
                <TextInput source="title" label="Title" fullWidth />
                <SlugField auto={auto} onAutoChange={setAuto} />
                <TextInput
                  source="excerpt"
                  label="Excerpt"
                  multiline
                  minRows={2}
                  fullWidth
                  helperText="A short description that appears in blog listings"
                />
                <TextInput
                  source="content"
                  label="Content"
                  multiline
                  minRows={14}
                  fullWidth
                  helperText={CONTENT_HINT}
                  sx={{ '& textarea': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' } }}
                />
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Card>
              <CardContent>
                <BooleanInput
                  source="published"
                  label="Published"
                  helperText="Make this post visible to readers"
                />
                <SelectInput
                  source="categoryId"
                  label="Category"
                  choices={topicChoices}
                  fullWidth
                  emptyText="Select a category"
                />
                <ReferenceInput source="recipeId" reference="recipes" sort={{ field: 'title', order: 'ASC' }}>
                  <SelectInput
                    label="Recipe cart"
                    optionText="title"
                    fullWidth
                    emptyText="No recipe"
                    // react-admin refuses a null emptyValue: "No recipe" is '' in the select, null in the post.
                    parse={(value: string) => value || null}
                    helperText="Shows the recipe's ingredients under the post, to buy in one click"
                  />
                </ReferenceInput>
                <FeaturedImageField />
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      </Box>
    </Form>
  );
}
