import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, Flex, Input } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { newZipCodeSchema, ZIP_CODE_LENGTH } from 'shared-contracts';
import { InvalidZipAlert } from '../../service-area/components/ZipAlerts';

const boxSchema = (existing: readonly string[]) => z.object({ zipCode: newZipCodeSchema(existing) });
type BoxValues = z.infer<ReturnType<typeof boxSchema>>;

/** The basic manager's add box: at most 5 characters, Add disabled while the ZIP is malformed or already listed. */
export function AddZipBox({
  existingZips,
  onAdd,
  disabled,
}: {
  existingZips: readonly string[];
  onAdd: (zipCode: string) => void;
  disabled?: boolean;
}) {
  const resolver = useMemo(() => zodResolver(boxSchema(existingZips)), [existingZips]);
  const { control, handleSubmit, reset, formState, getValues, trigger } = useForm<BoxValues>({
    resolver,
    mode: 'onChange',
    defaultValues: { zipCode: '' },
  });
  // The list can change under a typed ZIP (first load, refetch, an add): check the box again against the new list.
  useEffect(() => {
    if (getValues('zipCode')) void trigger('zipCode');
  }, [existingZips, getValues, trigger]);
  const value = useWatch({ control, name: 'zipCode' });
  const error = value ? formState.errors.zipCode?.message : undefined;
  const submit = handleSubmit(({ zipCode }) => {
    onAdd(zipCode);
    reset({ zipCode: '' });
  });

  return (
    <Flex vertical gap="small">
      <Flex gap="small" align="center">
        <label htmlFor="basic-add-zip">Add ZIP Code</label>
        <Controller
          control={control}
          name="zipCode"
          render={({ field }) => (
            <Input
              {...field}
              id="basic-add-zip"
              maxLength={ZIP_CODE_LENGTH}
              inputMode="numeric"
              autoComplete="off"
              placeholder="78205"
              status={error ? 'error' : undefined}
              onPressEnter={() => void submit()}
              style={{ width: 120 }}
            />
          )}
        />
        <Button
          icon={<PlusOutlined aria-hidden />}
          disabled={disabled || !formState.isValid}
          onClick={() => void submit()}
        >
          Add
        </Button>
      </Flex>
      {error && <InvalidZipAlert message={error} />}
    </Flex>
  );
}
