import { useState } from 'react';
import { Button, Card, Form, Progress, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { DEFAULT_GALLERY_LOCATION, MESSAGES, createGalleryItemSchema } from 'shared-contracts';
import { toast } from 'web-kit';
import { useLeaveGuard } from 'web-kit/leave-guard';
import { useIsOffline } from '../../../lib/use-is-offline';
import { GalleryCreateError, useCreateGalleryItem } from '../api/create-gallery-item';
import { GalleryItemFields } from './GalleryItemFields';
import { ImageFilePicker } from './ImageFilePicker';

const m = MESSAGES.gallery;
// imageUrl comes from the upload step, so the form validates everything else.
const formSchema = createGalleryItemSchema.omit({ imageUrl: true });
type FormValues = z.infer<typeof formSchema>;
const DEFAULTS: FormValues = {
  title: '',
  description: '',
  location: DEFAULT_GALLERY_LOCATION,
  category: '',
  titleEs: '',
  descriptionEs: '',
};

/** 'Create Gallery Item': pick an image, describe it; the image is uploaded first, then the item is created. */
export function CreateGalleryItemForm() {
  const offline = useIsOffline();
  const create = useCreateGalleryItem();
  const [file, setFile] = useState<File | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: DEFAULTS });
  // A described or chosen image not created yet is unsaved work too.
  useLeaveGuard(form.formState.isDirty || file !== null);

  const submit = form.handleSubmit((fields) => {
    if (offline) return;
    if (!file) {
      toast({ title: m.uploadErrorTitle, description: m.selectFile, variant: 'destructive' });
      return;
    }
    setProgress(0);
    create.mutate(
      { file, fields, onProgress: setProgress },
      {
        onSuccess: (response) => {
          toast({ title: response?.message || m.created });
          form.reset(DEFAULTS);
          setFile(null);
          setFileInputKey((key) => key + 1);
        },
        onError: (error) => {
          const upload = error instanceof GalleryCreateError && error.step === 'upload';
          toast({
            title: upload ? m.uploadErrorTitle : m.createFailedTitle,
            description: error instanceof GalleryCreateError ? error.message : m.createFailed,
            variant: 'destructive',
          });
        },
        onSettled: () => setProgress(null),
      },
    );
  });

  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {m.createHeading}
      </Typography.Title>
      <form onSubmit={submit} noValidate aria-label={m.createHeading}>
        <Form component={false} layout="vertical">
          <ImageFilePicker key={fileInputKey} file={file} onChange={setFile} disabled={create.isPending} />
          {progress !== null && <Progress percent={progress} size="small" aria-label="Upload progress" />}
          <GalleryItemFields control={form.control} />
        </Form>
        <Button type="primary" htmlType="submit" loading={create.isPending} disabled={offline}>
          Create Item
        </Button>
      </form>
    </Card>
  );
}
