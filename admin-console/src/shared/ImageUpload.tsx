import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { ImageInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { MAX_UPLOAD_BYTES, type Rejection, rejectionMessage, uploadImage } from './upload-image.ts';

type Status = { state: 'idle' } | { state: 'uploading'; name: string } | { state: 'failed'; message: string };

/**
 * Drop a photo, or pick one (on a phone: the camera or the gallery): it is uploaded at once and `source`
 * (the record's image URL, which can still be typed) becomes the stored image's URL.
 */
export function ImageUpload({
  source = 'imageUrl',
  label = 'Upload an image',
}: {
  source?: string;
  label?: string;
}) {
  const { setValue } = useFormContext();
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const field = `${source}Upload`;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setStatus({ state: 'uploading', name: file.name });
    try {
      const image = await uploadImage(file);
      setValue(source, image.url, { shouldDirty: true, shouldValidate: true });
      setStatus({ state: 'idle' });
    } catch (error) {
      setStatus({ state: 'failed', message: (error as Error).message });
    }
    // The file itself is never part of the record: only the URL it got.
    setValue(field, null);
  };

  return (
    <Box sx={{ mb: 1 }}>
      <ImageInput
        source={field}
        label={label}
        accept={{ 'image/*': [] }}
        maxSize={MAX_UPLOAD_BYTES}
        disabled={status.state === 'uploading'}
        placeholder={
          <Typography variant="body2" sx={{ py: 1 }}>
            Drop a photo here, or tap to choose one (camera or gallery). JPEG, PNG, WebP, AVIF or HEIC, up to{' '}
            {MAX_UPLOAD_BYTES / 1024 / 1024} MB.
          </Typography>
        }
        options={{
          onDropAccepted: (files: File[]) => void upload(files[0]),
          onDropRejected: (rejections: Rejection[]) =>
            setStatus({ state: 'failed', message: rejectionMessage(rejections) }),
        }}
        helperText={false}
        // react-admin's label is not a <label> for the dropzone's file input: name the input itself.
        inputProps={{ 'aria-label': label }}
      />
      {status.state === 'uploading' ? (
        <Box role="status" aria-live="polite">
          <Typography variant="body2">Uploading {status.name}…</Typography>
          <LinearProgress aria-label={`Uploading ${status.name}`} />
        </Box>
      ) : null}
      {status.state === 'failed' ? (
        <Alert severity="error" role="alert" onClose={() => setStatus({ state: 'idle' })}>
          {status.message}
        </Alert>
      ) : null}
    </Box>
  );
}
