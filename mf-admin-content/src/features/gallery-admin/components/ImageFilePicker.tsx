import { useEffect, useId, useMemo, useState, type DragEvent } from 'react';
import { Form, Typography } from 'antd';
import { MESSAGES } from 'shared-contracts';
import { describeFile } from '../utils/format-file-size';
import './image-file-picker.css';

export interface ImageFilePickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/** A preview of the chosen image, released when it changes or the picker goes away. */
function usePreviewUrl(file: File | null): string | null {
  const url = useMemo(() => (file?.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * Image picker (issue 32): a drop zone around the labelled file input, so a photo is dropped from the desktop or chosen
 * with the browser's dialog (keyboard too), then previewed with its name and size (spec section 2). `accept` limits
 * the dialog to images; the server stays the judge of what is an image, so a file that slips through is refused with
 * the server's own message.
 */
export function ImageFilePicker({ file, onChange, disabled }: ImageFilePickerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [dragging, setDragging] = useState(false);
  const preview = usePreviewUrl(file);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files[0];
    if (dropped) onChange(dropped);
  };
  return (
    <Form.Item label="Image" htmlFor={id}>
      <div
        className="gallery-drop"
        data-dragging={dragging ? 'true' : undefined}
        data-testid="gallery-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {preview ? (
          <img className="gallery-drop__preview" src={preview} alt={MESSAGES.gallery.dropPreviewAlt} />
        ) : null}
        <div className="gallery-drop__body">
          <Typography.Text id={hintId}>{MESSAGES.gallery.dropHint}</Typography.Text>
          <input
            id={id}
            type="file"
            accept="image/*"
            disabled={disabled}
            aria-describedby={hintId}
            // Uncontrolled by design (a file input cannot be set); the parent remounts it with a new key to clear it.
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
          {file && (
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
              {describeFile(file)}
            </Typography.Text>
          )}
        </div>
      </div>
    </Form.Item>
  );
}
