import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, Flex, Form, Input, Radio } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  DEFAULT_REGION,
  LIMITS,
  newZipCodeSchema,
  SERVICE_AREA_REGIONS,
  serviceAreaRegionSchema,
  ZIP_CODE_LENGTH,
  type ServiceAreaEntry,
} from 'shared-contracts';
import { InvalidZipAlert } from './ZipAlerts';

const addZipSchema = (existing: readonly string[]) =>
  z.object({
    zipCode: newZipCodeSchema(existing),
    neighborhood: z.string().trim().max(LIMITS.serviceArea.neighborhoodMax),
    region: serviceAreaRegionSchema,
  });
type AddZipValues = z.infer<ReturnType<typeof addZipSchema>>;

const EMPTY: AddZipValues = { zipCode: '', neighborhood: '', region: DEFAULT_REGION };

/** The manager's add form: ZIP Code, Neighborhood, Region (default San Antonio); Add stays disabled while invalid. */
export function AddZipForm({
  existingZips,
  onAdd,
  disabled,
}: {
  existingZips: readonly string[];
  onAdd: (entry: ServiceAreaEntry) => void;
  disabled?: boolean;
}) {
  // A new resolver when the list changes, so a ZIP just added is refused as a duplicate right away.
  const resolver = useMemo(() => zodResolver(addZipSchema(existingZips)), [existingZips]);
  const { control, handleSubmit, reset, formState, getValues, trigger } = useForm<AddZipValues>({
    resolver,
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  // The list can change under a typed ZIP (first load, refetch, an add): check the box again against the new list.
  useEffect(() => {
    if (getValues('zipCode')) void trigger('zipCode');
  }, [existingZips, getValues, trigger]);
  // An empty box is not an error to announce: Add is simply disabled until something valid is typed.
  const zipValue = useWatch({ control, name: 'zipCode' });
  const zipError = zipValue ? formState.errors.zipCode?.message : undefined;
  const neighborhoodError = formState.errors.neighborhood?.message;

  const submit = handleSubmit((values) => {
    onAdd({ zip_code: values.zipCode, neighborhood: values.neighborhood || null, region: values.region });
    reset(EMPTY);
  });

  return (
    <Form layout="vertical" component="div" aria-label="Add ZIP code">
      <Flex gap="middle" wrap align="flex-end">
        <Form.Item label="ZIP Code" htmlFor="add-zip-code">
          <Controller
            control={control}
            name="zipCode"
            render={({ field }) => (
              <Input
                {...field}
                id="add-zip-code"
                maxLength={ZIP_CODE_LENGTH}
                inputMode="numeric"
                autoComplete="off"
                placeholder="78205"
                status={zipError ? 'error' : undefined}
                onPressEnter={() => void submit()}
              />
            )}
          />
        </Form.Item>
        <Form.Item
          label="Neighborhood"
          htmlFor="add-zip-neighborhood"
          validateStatus={neighborhoodError ? 'error' : undefined}
          help={neighborhoodError}
        >
          <Controller
            control={control}
            name="neighborhood"
            render={({ field }) => (
              <Input {...field} id="add-zip-neighborhood" maxLength={LIMITS.serviceArea.neighborhoodMax} />
            )}
          />
        </Form.Item>
        <Form.Item label={<span id="add-zip-region-label">Region</span>}>
          <Controller
            control={control}
            name="region"
            render={({ field }) => (
              <Radio.Group
                aria-labelledby="add-zip-region-label"
                optionType="button"
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                options={SERVICE_AREA_REGIONS.map((region) => ({ label: region, value: region }))}
              />
            )}
          />
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            disabled={disabled || !formState.isValid}
            onClick={() => void submit()}
          >
            Add
          </Button>
        </Form.Item>
      </Flex>
      {zipError && <InvalidZipAlert message={zipError} />}
    </Form>
  );
}
