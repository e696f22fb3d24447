import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, Input, Modal, Typography } from 'antd';
import {
  LIMITS,
  MESSAGES,
  SERVICE_AREA_REGIONS,
  updateServiceAreaEntrySchema,
  type ServiceAreaEntry,
  type UpdateServiceAreaEntry,
} from 'shared-contracts';
import { RadioButtonsField, TextField } from 'web-kit/admin-form';

interface EditZipDialogProps {
  /** The entry being edited; null = closed. */
  entry: ServiceAreaEntry | null;
  /** Puts the edited entry into the working list; 'Save All Changes' writes it with the rest. */
  onSave: (entry: ServiceAreaEntry) => void;
  onClose: () => void;
}

/** Edit dialog: ZIP read-only, neighborhood, region (spec section 2). Applies to the working list, like add and delete. */
export function EditZipDialog({ entry, onSave, onClose }: EditZipDialogProps) {
  const { control, handleSubmit, reset } = useForm<UpdateServiceAreaEntry>({
    resolver: zodResolver(updateServiceAreaEntrySchema),
  });

  useEffect(() => {
    if (entry)
      reset({ zipCode: entry.zip_code, neighborhood: entry.neighborhood ?? '', region: entry.region });
  }, [entry, reset]);

  const submit = handleSubmit((values) =>
    onSave({ zip_code: values.zipCode, neighborhood: values.neighborhood || null, region: values.region }),
  );

  return (
    <Modal
      title="Edit ZIP Code"
      open={entry !== null}
      okText={MESSAGES.zip.editApply}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label="ZIP Code" htmlFor="edit-zip-code">
          <Input id="edit-zip-code" value={entry?.zip_code ?? ''} readOnly />
        </Form.Item>
        <TextField
          control={control}
          name="neighborhood"
          label="Neighborhood"
          maxLength={LIMITS.serviceArea.neighborhoodMax}
          onPressEnter={() => void submit()}
        />
        <RadioButtonsField control={control} name="region" label="Region" options={SERVICE_AREA_REGIONS} />
      </Form>
      <Typography.Text type="secondary">{MESSAGES.zip.editNote}</Typography.Text>
    </Modal>
  );
}
