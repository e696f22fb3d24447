import { useEffect } from 'react';
import { Form, Modal } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  API_PATHS,
  MESSAGES,
  updateGalleryItemSchema,
  type AdminGalleryItem,
  type GalleryItem,
} from 'shared-contracts';
import { ApiRequestError, apiRequest, toast } from 'web-kit';
import { useIsOffline } from '../../../lib/use-is-offline';
import { useUpdateGalleryItem } from '../api/edit-gallery-item';
import { GalleryItemFields } from './GalleryItemFields';

const m = MESSAGES.gallery;
// The version is the item's, sent with the fields; the form checks the fields with the API's rules.
const formSchema = updateGalleryItemSchema.omit({ version: true });
type FormValues = z.infer<typeof formSchema>;

const valuesOf = (item: GalleryItem): FormValues => ({
  title: item.title,
  description: item.description,
  location: item.location,
  category: item.category,
  titleEs: '',
  descriptionEs: '',
});

/** The item's Spanish text (issue 30) comes from the staff read; the public list has only the English. */
const staffItemQuery = (id: string | undefined) => ({
  queryKey: ['admin', 'gallery-item', id],
  queryFn: () => apiRequest<AdminGalleryItem>(API_PATHS.adminGalleryItemById(id!), { auth: true }),
  enabled: id !== undefined,
  staleTime: 0,
  retry: false,
});

export interface EditGalleryItemDialogProps {
  /** The item being edited; null: closed. */
  item: GalleryItem | null;
  onClose: () => void;
}

/**
 * 'Edit Gallery Item' (issue 29): title, description, location and category of one item, with the create's rules.
 * Sent with the item's version: when someone edited it meanwhile, the API's STALE_VERSION message is shown and the list
 * reloads. antd's Modal keeps focus inside and gives it back to the Edit button on close.
 */
export default function EditGalleryItemDialog({ item, onClose }: EditGalleryItemDialogProps) {
  const offline = useIsOffline();
  const update = useUpdateGalleryItem();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: item ? valuesOf(item) : undefined,
  });
  useEffect(() => {
    if (item) form.reset(valuesOf(item));
  }, [item, form]);
  const staffItem = useQuery(staffItemQuery(item?.id));
  const spanish = staffItem.data;
  useEffect(() => {
    // The Spanish fields get the stored text once it is read, whatever was typed in the others meanwhile.
    if (!spanish) return;
    form.resetField('titleEs', { defaultValue: spanish.titleEs });
    form.resetField('descriptionEs', { defaultValue: spanish.descriptionEs });
  }, [spanish, form]);

  const submit = form.handleSubmit(({ titleEs, descriptionEs, ...fields }) => {
    if (!item || offline) return;
    update.mutate(
      {
        id: item.id,
        // Without the stored Spanish text (its read failed) the edit leaves it as it is (the API keeps it).
        body: { ...fields, ...(spanish ? { titleEs, descriptionEs } : {}), version: item.version ?? 1 },
      },
      {
        onSuccess: (response) => {
          toast({ title: response?.message || m.updated });
          onClose();
        },
        onError: (error) =>
          toast({
            title: m.updateFailed,
            description: error instanceof ApiRequestError ? error.serverMessage : undefined,
            variant: 'destructive',
          }),
      },
    );
  });

  return (
    <Modal
      open={item !== null}
      title={m.editHeading}
      okText={m.save}
      cancelText={m.cancel}
      okButtonProps={{
        htmlType: 'submit',
        form: 'edit-gallery-item',
        loading: update.isPending,
        disabled: offline,
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <form id="edit-gallery-item" onSubmit={submit} noValidate aria-label={m.editHeading}>
        <Form component={false} layout="vertical">
          <GalleryItemFields
            control={form.control}
            currentCategory={item?.category}
            spanish={spanish !== undefined}
          />
        </Form>
      </form>
    </Modal>
  );
}
