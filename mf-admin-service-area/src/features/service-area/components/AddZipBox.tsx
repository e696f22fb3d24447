import { Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useAddZipForm, type AddZipProps } from '../hooks/use-add-zip-form';
import { NewZipInput, zipErrorIdOf } from './NewZipInput';
import { InvalidZipAlert } from './ZipAlerts';

/** The basic manager's add box: at most 5 characters, Add disabled while the ZIP is malformed or already listed. */
export function AddZipBox({ disabled, ...zipList }: AddZipProps) {
  const { zipId, control, zipError, valid, submit } = useAddZipForm(zipList);

  return (
    <Flex vertical gap="small">
      <Flex gap="small" align="center">
        <label htmlFor={zipId}>Add ZIP Code</label>
        <NewZipInput
          control={control}
          id={zipId}
          invalid={Boolean(zipError)}
          onEnter={submit}
          style={{ width: 120 }}
        />
        <Button icon={<PlusOutlined aria-hidden />} disabled={disabled || !valid} onClick={submit}>
          Add
        </Button>
      </Flex>
      {zipError && <InvalidZipAlert id={zipErrorIdOf(zipId)} message={zipError} />}
    </Flex>
  );
}
