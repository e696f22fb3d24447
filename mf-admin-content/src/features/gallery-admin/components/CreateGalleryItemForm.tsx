import { useId, useState } from 'react';
import { Button, Card, Form, Input, Progress, Select, Typography } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  DEFAULT_GALLERY_LOCATION,
  GALLERY_CATEGORIES,
  MESSAGES,
  createGalleryItemSchema,
  formatCategory,
} from 'shared-contracts';
import { toast } from 'shared-contracts/client';
import { useIsOffline } from '../../../lib/use-is-offline';
import { GalleryCreateError, useCreateGalleryItem } from '../api/create-gallery-item';
import { ImageFilePicker } from './ImageFilePicker';

const m = MESSAGES.gallery;
// imageUrl comes from the upload step, so the form validates everything else.
const formSchema = createGalleryItemSchema.omit({ imageUrl: true });
type FormValues = z.infer<typeof formSchema>;
const DEFAULTS: FormValues = { title: '', description: '', location: DEFAULT_GALLERY_LOCATION, category: '' };
const CATEGORY_OPTIONS = GALLERY_CATEGORIES.map((value) => ({ value, label: formatCategory(value) }));

const TEXT_FIELDS = [
  { name: 'title', label: 'Title' },
  { name: 'description', label: 'Description', multiline: true },
  { name: 'location', label: 'Location' },
] as const;

/** 'Create Gallery Item': pick an image, describe it; the image is uploaded first, then the item is created. */
export function CreateGalleryItemForm() {
  const idPrefix = useId();
  const offline = useIsOffline();
  const create = useCreateGalleryItem();
  const [file, setFile] = useState<File | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: DEFAULTS });
  const { errors } = form.formState;

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
          {TEXT_FIELDS.map(({ name, label, ...rest }) => {
            const id = `${idPrefix}-${name}`;
            const error = errors[name]?.message;
            return (
              <Form.Item
                key={name}
                label={label}
                htmlFor={id}
                validateStatus={error ? 'error' : undefined}
                help={error}
              >
                <Controller
                  name={name}
                  control={form.control}
                  render={({ field }) =>
                    'multiline' in rest ? (
                      <Input.TextArea {...field} id={id} rows={3} aria-invalid={Boolean(error)} />
                    ) : (
                      <Input {...field} id={id} aria-invalid={Boolean(error)} />
                    )
                  }
                />
              </Form.Item>
            );
          })}
          <Form.Item
            label="Category"
            htmlFor={`${idPrefix}-category`}
            validateStatus={errors.category ? 'error' : undefined}
            help={errors.category?.message}
          >
            <Controller
              name="category"
              control={form.control}
              render={({ field }) => (
                <Select
                  id={`${idPrefix}-category`}
                  value={field.value || undefined}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder="Select a category"
                  options={CATEGORY_OPTIONS}
                  aria-invalid={Boolean(errors.category)}
                />
              )}
            />
          </Form.Item>
        </Form>
        <Button type="primary" htmlType="submit" loading={create.isPending} disabled={offline}>
          Create Item
        </Button>
      </form>
    </Card>
  );
}
