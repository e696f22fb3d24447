import { useId } from 'react';
import { Form, Typography } from 'antd';
import { describeFile } from '../utils/format-file-size';

export interface ImageFilePickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/**
 * Image picker. `accept` limits the browser's dialog to images; the server stays the judge of what is an image,
 * so a file that slips through is refused with the server's own message.
 */
export function ImageFilePicker({ file, onChange, disabled }: ImageFilePickerProps) {
  const id = useId();
  return (
    <Form.Item label="Image" htmlFor={id}>
      <input
        id={id}
        type="file"
        accept="image/*"
        disabled={disabled}
        // Uncontrolled by design (a file input cannot be set); the parent remounts it with a new key to clear it.
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {file && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
          {describeFile(file)}
        </Typography.Text>
      )}
    </Form.Item>
  );
}
