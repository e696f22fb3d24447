import { Button, Flex, Form } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { LIMITS, SERVICE_AREA_REGIONS } from 'shared-contracts';
import { RadioButtonsField, TextField } from 'web-kit/admin-form';
import { useAddZipForm, type AddZipProps } from '../hooks/use-add-zip-form';
import { NewZipInput, zipErrorIdOf } from './NewZipInput';
import { InvalidZipAlert } from './ZipAlerts';

/** The manager's add form: ZIP Code, Neighborhood, Region (default San Antonio); Add stays disabled while invalid. */
export function AddZipForm({ disabled, ...zipList }: AddZipProps) {
  const { zipId, control, zipError, valid, submit } = useAddZipForm(zipList);

  return (
    <Form layout="vertical" component="div" aria-label="Add ZIP code">
      <Flex gap="middle" wrap align="flex-end">
        <Form.Item label="ZIP Code" htmlFor={zipId}>
          <NewZipInput control={control} id={zipId} invalid={Boolean(zipError)} onEnter={submit} />
        </Form.Item>
        <TextField
          control={control}
          name="neighborhood"
          label="Neighborhood"
          maxLength={LIMITS.serviceArea.neighborhoodMax}
        />
        <RadioButtonsField control={control} name="region" label="Region" options={SERVICE_AREA_REGIONS} />
        <Form.Item>
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            disabled={disabled || !valid}
            onClick={submit}
          >
            Add
          </Button>
        </Form.Item>
      </Flex>
      {zipError && <InvalidZipAlert id={zipErrorIdOf(zipId)} message={zipError} />}
    </Form>
  );
}
