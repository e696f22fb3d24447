import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, Input, Modal, Radio } from 'antd';
import {
  LIMITS,
  SERVICE_AREA_REGIONS,
  updateServiceAreaEntrySchema,
  type ServiceAreaEntry,
  type UpdateServiceAreaEntry,
} from 'shared-contracts';

interface EditZipDialogProps {
  /** The entry being edited; null = closed. */
  entry: ServiceAreaEntry | null;
  saving: boolean;
  onSave: (entry: ServiceAreaEntry) => void;
  onClose: () => void;
}

/** Edit dialog: ZIP read-only, neighborhood, region (spec section 2). */
export function EditZipDialog({ entry, saving, onSave, onClose }: EditZipDialogProps) {
  const { control, handleSubmit, reset, formState } = useForm<UpdateServiceAreaEntry>({
    resolver: zodResolver(updateServiceAreaEntrySchema),
  });

  useEffect(() => {
    if (entry)
      reset({ zipCode: entry.zip_code, neighborhood: entry.neighborhood ?? '', region: entry.region });
  }, [entry, reset]);

  const submit = handleSubmit((values) =>
    onSave({ zip_code: values.zipCode, neighborhood: values.neighborhood || null, region: values.region }),
  );
  const neighborhoodError = formState.errors.neighborhood?.message;

  return (
    <Modal
      title="Edit ZIP Code"
      open={entry !== null}
      okText="Save"
      onOk={() => void submit()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label="ZIP Code" htmlFor="edit-zip-code">
          <Input id="edit-zip-code" value={entry?.zip_code ?? ''} readOnly />
        </Form.Item>
        <Form.Item
          label="Neighborhood"
          htmlFor="edit-zip-neighborhood"
          validateStatus={neighborhoodError ? 'error' : undefined}
          help={neighborhoodError}
        >
          <Controller
            control={control}
            name="neighborhood"
            render={({ field }) => (
              <Input
                {...field}
                value={field.value ?? ''}
                id="edit-zip-neighborhood"
                maxLength={LIMITS.serviceArea.neighborhoodMax}
                onPressEnter={() => void submit()}
              />
            )}
          />
        </Form.Item>
        <Form.Item label={<span id="edit-zip-region-label">Region</span>}>
          <Controller
            control={control}
            name="region"
            render={({ field }) => (
              <Radio.Group
                aria-labelledby="edit-zip-region-label"
                optionType="button"
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                options={SERVICE_AREA_REGIONS.map((region) => ({ label: region, value: region }))}
              />
            )}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
